/** @jest-environment node */
import {
  ApiError,
  createAnnotationApi,
  createIiifPresentationApi,
  createMediaProxyApi,
  createThumbnailApi,
  HttpClient,
  type PortalContext,
  type RecordObject,
  createI18n,
} from '@portal/shared-kernel';
import common from '../../../../shared-kernel/src/i18n/locales/en.json';
import item from '../../locales/en.json';
import { head } from './item.head';
import { ANNOTATIONS_TIMEOUT_MS, loader } from './item.loader';

const record = (about: string): RecordObject => ({
  about,
  type: 'IMAGE',
  proxies: [
    {
      about: `/proxy/provider${about}`,
      dcTitle: { en: ['Title'] },
      dcDescription: { en: ['Text'] },
    },
  ],
  aggregations: [{ about: `/aggregation/provider${about}`, edmIsShownBy: 'https://x/a.jpg' }],
});

function context(
  options: {
    about?: string;
    annotations?: () => Promise<unknown>;
    annotationApi?: ReturnType<typeof createAnnotationApi>;
  } = {},
) {
  const getRecord = jest.fn(async (id: string) => ({
    success: true,
    object: record(options.about ?? id),
  }));
  const forRecord = jest.fn(
    options.annotations ??
      (async () => ({
        items: [{ id: '1', motivation: 'tagging', body: { prefLabel: { en: 'tag' } } }],
      })),
  );
  const portal = {
    locale: 'en',
    i18n: createI18n('en', { en: { common, item } }),
    api: {
      record: { getRecord },
      annotation: options.annotationApi ?? { forRecord },
      thumbnail: createThumbnailApi('/api/thumbnail/v3'),
      mediaProxy: createMediaProxyApi('/api/media'),
      iiifPresentation: createIiifPresentationApi(new HttpClient({ baseUrl: '/api/presentation' })),
    },
  } as unknown as PortalContext;
  return { portal, getRecord, forRecord };
}

const args = (path: string, portal: PortalContext) => ({
  params: { lang: 'en', '*': path },
  request: new Request(`https://portal.test/en/item/${path}?x=1`),
  context: portal,
});

describe('the item loader', () => {
  it('loads the record and its annotations together into the page view', async () => {
    const { portal, getRecord, forRecord } = context();
    const data = await loader(args('90402/SK_C_5', portal));
    expect(getRecord).toHaveBeenCalledWith('/90402/SK_C_5');
    expect(forRecord).toHaveBeenCalledWith('/90402/SK_C_5', { timeoutMs: ANNOTATIONS_TIMEOUT_MS });
    expect(data.origin).toBe('https://portal.test');
    expect(data.view.id).toBe('/90402/SK_C_5');
    expect(new Map(data.view.metadata).get('keywords')).toEqual({ en: ['tag'] });
  });

  it('answers 404 itemNotFound for anything that is not a record id, without calling the API', async () => {
    const { portal, getRecord } = context();
    for (const path of ['90402', 'abc/def', '90402/SK C 5', '90402/a/b', '']) {
      const thrown = await loader(args(path, portal)).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
      await expect((thrown as Response).json()).resolves.toEqual({ code: 'itemNotFound' });
    }
    expect(getRecord).not.toHaveBeenCalled();
  });

  it('redirects a record that now has another id, keeping the query', async () => {
    const { portal } = context({ about: '/90402/NEW_ID' });
    const thrown = (await loader(args('90402/OLD_ID', portal)).catch(
      (error: unknown) => error,
    )) as Response;
    expect(thrown.status).toBe(301);
    expect(thrown.headers.get('Location')).toBe('/en/item/90402/NEW_ID?x=1');
  });

  it('shows the item without annotations when the Annotation API fails', async () => {
    const { portal } = context({
      annotations: () => Promise.reject(new ApiError('down', 503, 'x')),
    });
    const data = await loader(args('90402/SK_C_5', portal));
    expect(new Map(data.view.metadata).has('keywords')).toBe(false);
  });

  it('does not wait for a hanging Annotation API longer than its short budget', async () => {
    // never answers, but lets go when the request's signal aborts, as a real fetch does
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const annotationApi = createAnnotationApi(
      new HttpClient({ baseUrl: 'http://gw/annotation', fetch: hanging }),
    );
    const { portal } = context({ annotationApi });
    const started = Date.now();
    const data = await loader(args('90402/SK_C_5', portal));
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(ANNOTATIONS_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(ANNOTATIONS_TIMEOUT_MS + 1000);
    expect(data.view.id).toBe('/90402/SK_C_5');
    expect(new Map(data.view.metadata).has('keywords')).toBe(false);
  });

  it('lets Record API errors through (the host turns them into the error page)', async () => {
    const { portal, getRecord } = context();
    getRecord.mockRejectedValueOnce(
      new ApiError('Invalid record identifier: /1/x', 404, 'itemNotFound'),
    );
    await expect(loader(args('1/x', portal))).rejects.toMatchObject({
      statusCode: 404,
      code: 'itemNotFound',
    });
  });
});

describe('the item head', () => {
  it('has the title, description, og:image and JSON-LD with absolute URLs', async () => {
    const { portal } = context();
    const data = await loader(args('90402/SK_C_5', portal));
    const t = ((key: string) => key) as never;
    const result = head({ data, params: {}, t, locale: 'en' });
    expect(result).toMatchObject({
      title: 'Title',
      description: 'Text',
      ogType: 'article',
      ogImage: expect.stringMatching(
        /^https:\/\/portal\.test\/api\/thumbnail\/v3\/400\/[0-9a-f]{32}$/,
      ),
      ogImageAlt: 'Title',
      jsonLd: expect.objectContaining({
        '@type': 'VisualArtwork',
        url: 'https://portal.test/en/item/90402/SK_C_5',
      }),
    });
    expect(head({ data: undefined, params: {}, t, locale: 'en' }).title).toBe(
      'item:title.untitled',
    );
  });

  it('cuts a title longer than a card shows in the head', async () => {
    const { portal } = context();
    const data = await loader(args('90402/SK_C_5', portal));
    const view = { ...data.view, title: { en: ['word '.repeat(20_000)] } };
    const t = ((key: string) => key) as never;
    const { title, ogImageAlt } = head({ data: { ...data, view }, params: {}, t, locale: 'en' });
    expect(title!.length).toBeLessThanOrEqual(257);
    expect(title!.endsWith('…')).toBe(true);
    expect(ogImageAlt).toBe(title);
  });

  it('writes the description on one line, as the tag is shown', async () => {
    const { portal } = context();
    const data = await loader(args('90402/SK_C_5', portal));
    const view = {
      ...data.view,
      description: { en: ['Louis Enjolras, Paris.\n \n inv. nr. 86879.'] },
    };
    const t = ((key: string) => key) as never;
    expect(head({ data: { ...data, view }, params: {}, t, locale: 'en' }).description).toBe(
      'Louis Enjolras, Paris. inv. nr. 86879.',
    );
  });
});
