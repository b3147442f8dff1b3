/** @jest-environment node */
import { ApiError, type PortalLoaderArgs } from '@portal/shared-kernel';
import { loader } from './page.loader';

const privacy = {
  slug: 'rights/privacy-statement',
  lang: 'en',
  requestedLang: 'de',
  title: 'Privacy statement',
  description: 'What the portal stores and why.',
  updated: '2026-11-28',
  html: '<h2 id="cookies">Cookies</h2><p>Only what is needed.</p>',
};

type Page = typeof privacy;

/** Runs the loader at `/{lang}/{splat}` with a fake content client that records its calls. */
function run(
  lang: string,
  splat: string | undefined,
  page: (slug: string, params: { lang: string }) => Promise<Page> = async () => privacy,
) {
  const asked: Array<[string, { lang: string }]> = [];
  const context = {
    locale: 'en',
    api: {
      content: {
        page: (slug: string, params: { lang: string }) => {
          asked.push([slug, params]);
          return page(slug, params);
        },
      },
    },
  };
  const params = splat === undefined ? { lang } : { lang, '*': splat };
  const result = loader({ params, context } as unknown as PortalLoaderArgs);
  return { result, asked };
}

/** The Response a loader threw, with its JSON body. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const error = await promise.then(
    () => {
      throw new Error('the loader did not throw');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Response);
  const response = error as Response;
  return { status: response.status, body: await response.json() };
}

describe('static page loader', () => {
  it('asks for the slug of the rest of the path in the page language', async () => {
    const { result, asked } = run('de', 'rights/privacy-statement');

    expect(asked).toEqual([['rights/privacy-statement', { lang: 'de' }]]);
    expect(await result).toEqual({
      lang: 'en',
      requestedLang: 'de',
      title: 'Privacy statement',
      description: 'What the portal stores and why.',
      updatedText: '28. November 2026',
      html: privacy.html,
    });
  });

  it('writes the date in the long form of the page language, and leaves out a bad one', async () => {
    expect((await run('en', 'faq').result).updatedText).toBe('28 November 2026');
    expect((await run('fr', 'faq').result).updatedText).toBe('28 novembre 2026');
    for (const updated of [undefined, '2026-02-31', 'yesterday']) {
      const { result } = run('en', 'faq', async () => ({ ...privacy, updated }) as Page);
      expect((await result).updatedText).toBeUndefined();
    }
  });

  it('keeps the day as written where the runtime has no dates of the language (browsers, ga)', async () => {
    const supported = jest
      .spyOn(Intl.DateTimeFormat, 'supportedLocalesOf')
      .mockImplementation((locales) =>
        locales === 'ga-IE' || String(locales) === 'ga-IE' ? [] : ['en-GB'],
      );
    try {
      expect((await run('ga', 'faq').result).updatedText).toBe('2026-11-28');
    } finally {
      supported.mockRestore();
    }
  });

  it('answers 404 "page not found" for a slug the gateway has no page for', async () => {
    const { result } = run('en', 'no-such-page', async () => {
      throw new ApiError('No page no-such-page', 404, 'genericNotFound');
    });

    expect(await thrown(result)).toEqual({ status: 404, body: { code: 'pageNotFound' } });
  });

  it.each([
    ['an upper case letter', 'About-us'],
    ['a file name', 'wp-login.php'],
    ['an empty segment', 'rights//privacy'],
    ['five segments', 'a/b/c/d/e'],
    ['a segment over 64 characters', 'a'.repeat(65)],
    ['no rest of the path', undefined],
  ])('answers 404 without asking the gateway for a path with %s', async (_case, splat) => {
    const { result, asked } = run('en', splat);

    expect(await thrown(result)).toEqual({ status: 404, body: { code: 'pageNotFound' } });
    expect(asked).toEqual([]);
  });

  it('lets other API failures through, for the host to answer with their status', async () => {
    const failure = new ApiError('The API answered 502 Bad Gateway', 502, 'genericUnknownError');
    const { result } = run('en', 'help', async () => {
      throw failure;
    });

    await expect(result).rejects.toBe(failure);
  });
});
