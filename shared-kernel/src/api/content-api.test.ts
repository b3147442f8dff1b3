/** @jest-environment node */
import { ApiError } from './api-error';
import { createContentApi } from './content-api';
import { fakeFetch } from './fake-fetch.fixture';
import { HttpClient } from './http-client';

const privacy = {
  success: true,
  slug: 'rights/privacy-statement',
  lang: 'en',
  requestedLang: 'de',
  title: 'Privacy statement',
  description: 'What this portal stores and why.',
  updated: '2026-11-28',
  html: '<h2 id="cookies">Cookies</h2>',
};

function api(answer?: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(answer);
  const client = new HttpClient({ baseUrl: 'http://gw/content/', fetch: fake.fetch });
  return { content: createContentApi(client), seen: fake.seen };
}

describe('Content API client', () => {
  it('asks for a page, nested slugs as paths, in the given language', async () => {
    const { content, seen } = api(() => ({ body: privacy }));
    const page = await content.page('rights/privacy-statement', { lang: 'de' });
    expect(page).toMatchObject({ lang: 'en', requestedLang: 'de', title: 'Privacy statement' });
    expect(seen.map((r) => [r.method, r.url])).toEqual([
      ['GET', 'http://gw/content/pages/rights/privacy-statement.json?lang=de'],
    ]);
  });

  it('rejects an unknown page with a 404 ApiError the host shows as page not found', async () => {
    const { content } = api(() => ({
      status: 404,
      body: { success: false, error: 'Not found', message: 'No content page "x".', code: '404' },
    }));
    const error = await content.page('x', { lang: 'en' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 404, code: 'pageNotFound' });
  });

  it.each(['../record/v2/search', 'FAQ', 'faq/', 'a/b/c/d/e', 'faq?x=1', 'faq#top', ''])(
    'refuses the slug %j with a 400 before any request',
    async (slug) => {
      const { content, seen } = api();
      await expect(content.page(slug, { lang: 'en' })).rejects.toMatchObject({ statusCode: 400 });
      expect(seen).toHaveLength(0);
    },
  );

  it('answers 502 for an answer that is no page', async () => {
    for (const body of ['<html>Maintenance</html>', { success: true, slug: 'faq' }]) {
      const { content } = api(() => ({ body }));
      await expect(content.page('faq', { lang: 'en' })).rejects.toMatchObject({ statusCode: 502 });
    }
  });
});
