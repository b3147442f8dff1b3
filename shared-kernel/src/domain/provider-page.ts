import { webUrl } from './web-url';

/** api2's tracking redirect: `{api}/api/{key}/redirect?shownAt={provider's page}&provider=…`. */
const API2_REDIRECT = /^https?:\/\/[^/?#]+(?:\/[^?#]*)?\/api\/[^/?#]*\/redirect(?:\.json)?\?/i;

/**
 * The provider's page an `edmIsShownAt` stands for, when it is an absolute http(s) URL (the only
 * kind the page links to, `webUrl`). Records of the api2 era wrap it in a redirect through the
 * API, which names the caller's key and sometimes an internal host
 * (`http://localhost:8080/api/…/redirect`), with the page URL encoded once or twice: the page
 * itself is what a visitor should follow. Any other http(s) URL is kept as it is; anything else
 * (`javascript:`, `data:`, protocol-relative or relative values…) is no page: undefined.
 */
export function providerPageUrl(url: string): string | undefined {
  const page = webUrl(url);
  if (!page || !API2_REDIRECT.test(page)) return page;
  let shownAt: string | null;
  try {
    shownAt = new URL(page).searchParams.get('shownAt');
  } catch {
    return page;
  }
  for (let decodings = 0; shownAt && !webUrl(shownAt) && decodings < 2; decodings++) {
    try {
      shownAt = decodeURIComponent(shownAt);
    } catch {
      return page;
    }
  }
  return webUrl(shownAt) ?? page;
}
