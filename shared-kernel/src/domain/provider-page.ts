/** api2's tracking redirect: `{api}/api/{key}/redirect?shownAt={provider's page}&provider=…`. */
const API2_REDIRECT = /^https?:\/\/[^/?#]+(?:\/[^?#]*)?\/api\/[^/?#]*\/redirect(?:\.json)?\?/i;
const WEB_URL = /^https?:\/\/[^\s]+$/i;

/**
 * The provider's page an `edmIsShownAt` stands for. Records of the api2 era wrap it in a
 * redirect through the API, which names the caller's key and sometimes an internal host
 * (`http://localhost:8080/api/…/redirect`), with the page URL encoded once or twice: the page
 * itself is what a visitor should follow. Anything else is kept as it is.
 */
export function providerPageUrl(url: string): string {
  if (!API2_REDIRECT.test(url)) return url;
  let shownAt: string | null;
  try {
    shownAt = new URL(url).searchParams.get('shownAt');
  } catch {
    return url;
  }
  for (let decodings = 0; shownAt && !WEB_URL.test(shownAt) && decodings < 2; decodings++) {
    try {
      shownAt = decodeURIComponent(shownAt);
    } catch {
      return url;
    }
  }
  return shownAt && WEB_URL.test(shownAt) ? shownAt : url;
}
