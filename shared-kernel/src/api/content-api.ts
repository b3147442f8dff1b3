import { apiErrorFromResponse } from './api-error';
import type { HttpClient } from './http-client';
import { isJsonObject, type PayloadCheck } from './payload-shape';

/** A static page (about us, help, rights, ...) as the gateway's Content API answers it. */
export interface ContentPage {
  /** `faq`, `rights/privacy-statement`. */
  slug: string;
  /** The language of the text: the requested one, or `en` when the page has no translation. */
  lang: string;
  /** The language asked for; portal links in `html` are in it. */
  requestedLang: string;
  title: string;
  /** One sentence for search engines and link previews. */
  description: string;
  /** `YYYY-MM-DD`, when the text last changed. */
  updated?: string;
  /** The body, rendered by the gateway from the repository's Markdown (no raw HTML in it). */
  html: string;
}

/** What a page route needs to render; the rest is optional. */
const PAGE_FIELDS = ['slug', 'lang', 'requestedLang', 'title', 'description', 'html'] as const;

const CONTENT_PAGE_SHAPE: PayloadCheck = (payload) => {
  if (!isJsonObject(payload)) return 'it is not a JSON object';
  const missing = PAGE_FIELDS.find((field) => typeof payload[field] !== 'string');
  return missing ? `"${missing}" is missing or not a string` : undefined;
};

/**
 * The slug of a static content page, as the gateway's Content API accepts it: one to four
 * segments of lowercase letters, digits and hyphens, each at most 64 characters
 * (`rights/privacy-statement`). The host's route table, the page route and this client share it,
 * so no other path reaches the gateway.
 */
export const CONTENT_PAGE_SLUG = /^[a-z0-9-]{1,64}(?:\/[a-z0-9-]{1,64}){0,3}$/;

export function isContentPageSlug(slug: string): boolean {
  return CONTENT_PAGE_SLUG.test(slug);
}

/**
 * Content API (gateway `GET /content/pages/<slug>.json?lang=<locale>`). A page that does not
 * exist rejects with an ApiError of status 404 and code `pageNotFound`. A slug that cannot name a
 * page is refused before any request, as the gateway would refuse it (400): sent as it is, a slug
 * such as `../record/…` would be resolved into another API's path.
 */
export function createContentApi(client: HttpClient) {
  return {
    client,
    page(slug: string, params: { lang: string }): Promise<ContentPage> {
      if (!isContentPageSlug(slug)) {
        return Promise.reject(
          apiErrorFromResponse(400, { error: `"${slug}" is not a content page slug` }, 'page'),
        );
      }
      return client.get<ContentPage>(`/pages/${slug}.json`, {
        params: { lang: params.lang },
        errorScope: 'page',
        expect: CONTENT_PAGE_SHAPE,
      });
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
