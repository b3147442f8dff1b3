/** @jest-environment node */
import type { TFunction } from 'i18next';
import { UNSAFE_ErrorResponseImpl } from 'react-router-dom';
import { canonicalPathBelowLocale, documentTitle, resolveHead, withShareImage } from './head';

const t = ((key: string) => key) as unknown as TFunction;
const none = () => false;

describe('resolveHead', () => {
  it('asks the deepest route module for its head', () => {
    const head = resolveHead(
      {
        matches: [
          { route: { id: 'root' }, params: { lang: 'en' } },
          {
            route: {
              id: 'item',
              handle: { head: ({ data }: { data: { title: string } }) => ({ title: data.title }) },
            },
            params: { lang: 'en' },
          },
        ],
        loaderData: { item: { title: 'The Night Watch' } },
        errors: null,
      },
      t,
      'en',
      none,
    );
    expect(head.title).toBe('The Night Watch');
  });

  it('uses the error page title when a route failed', () => {
    const failed = (status: number) =>
      resolveHead(
        {
          matches: [],
          loaderData: {},
          errors: { item: new UNSAFE_ErrorResponseImpl(status, '', null) },
        },
        t,
        'en',
        none,
      );
    expect(failed(404)).toEqual({ title: 'host:errorPage.title404', noindex: true });
    expect(failed(410).title).toBe('host:errorPage.title410');
    expect(failed(500).title).toBe('host:errorPage.titleGeneric');
  });

  it('titles an error with its code’s own message when there is one, as the page heads it', () => {
    const head = resolveHead(
      {
        matches: [],
        loaderData: {},
        errors: {
          item: new UNSAFE_ErrorResponseImpl(404, '', { code: 'itemNotFound', message: 'x' }),
        },
      },
      t,
      'en',
      (key) => key === 'common:errors.itemNotFound',
    );
    expect(head).toEqual({ title: 'common:errors.itemNotFound', noindex: true });
  });

  it('lets the route whose error boundary shows the error title it, as its heading does', () => {
    const error = new UNSAFE_ErrorResponseImpl(502, '', { code: 'genericUnknownError' });
    const state = (failedRoute: string) => ({
      matches: [
        { route: { id: 'root' }, params: {} },
        {
          route: {
            id: 'search',
            handle: {
              errorHead: ({ error: seen }: { error: unknown }) => ({
                title: seen === error ? 'search:errors.generic.title' : 'wrong error',
              }),
            },
          },
          params: {},
        },
      ],
      loaderData: {},
      errors: { [failedRoute]: error },
    });
    expect(resolveHead(state('search'), t, 'en', () => true)).toEqual({
      title: 'search:errors.generic.title',
      noindex: true,
    });
    // An error the route did not catch itself is named by the shell.
    expect(resolveHead(state('root'), t, 'en', () => true).title).toBe(
      'common:errors.genericUnknownError',
    );
  });

  it('keeps pages of the CMS layout out of search engines', () => {
    const head = resolveHead(
      {
        matches: [
          {
            route: { id: 'cms', handle: { layout: 'cms', head: () => ({ title: 'Suggest' }) } },
            params: {},
          },
        ],
        loaderData: {},
        errors: null,
      },
      t,
      'en',
      none,
    );
    expect(head).toEqual({ title: 'Suggest', noindex: true });
  });

  it('drops bidi formatting from the head’s text, so a title cannot turn the site’s name', () => {
    const RLO = '\u202E';
    const state = (head: unknown) => ({
      matches: [{ route: { id: 'item', handle: { head: () => head } }, params: {} }],
      loaderData: {},
      errors: null,
    });
    const head = resolveHead(
      state({
        title: `Title ${RLO}fdp.exe`,
        description: `\u2067שלום ${RLO}x\u202C\u200F`,
        ogType: 'article',
        ogImage: 'https://gw/thumb.jpg',
        ogImageAlt: `Title ${RLO}fdp.exe`,
      }),
      t,
      'en',
      none,
    );
    expect(head).toEqual({
      title: 'Title fdp.exe',
      description: 'שלום x',
      ogType: 'article',
      ogImage: 'https://gw/thumb.jpg',
      ogImageAlt: 'Title fdp.exe',
    });
    expect(documentTitle(head, 'Portal')).toBe('Title fdp.exe | Portal');
    // A title that was only controls leaves the site's name alone.
    const empty = resolveHead(state({ title: `${RLO}\u200F` }), t, 'en', none);
    expect(documentTitle(empty, 'Portal')).toBe('Portal');
    // Right-to-left text and text in other scripts stay as they are.
    const plain = { title: 'كتاب ١٢٣ — Ærø “Smørrebrød”', description: 'שלום' };
    expect(resolveHead(state(plain), t, 'en', none)).toEqual(plain);
  });

  it('drops it from an error page’s title too', () => {
    const head = resolveHead(
      {
        matches: [
          {
            route: { id: 'search', handle: { errorHead: () => ({ title: 'No \u202Eresults' }) } },
            params: {},
          },
        ],
        loaderData: {},
        errors: { search: new Error('x') },
      },
      t,
      'en',
      none,
    );
    expect(head).toEqual({ title: 'No results', noindex: true });
  });

  it('builds "{page title} | {site name}"', () => {
    expect(documentTitle({ title: 'Search' }, 'Portal')).toBe('Search | Portal');
    expect(documentTitle({ title: 'Portal' }, 'Portal')).toBe('Portal');
  });
});

describe('canonicalPathBelowLocale', () => {
  it('keeps the page number of a paged list, and nothing else of the query', () => {
    expect(canonicalPathBelowLocale('/en/collections/persons', '?page=2')).toBe(
      '/collections/persons?page=2',
    );
    expect(canonicalPathBelowLocale('/de/collections/persons', '?page=1')).toBe(
      '/collections/persons',
    );
    expect(canonicalPathBelowLocale('/en', '')).toBe('');
    expect(canonicalPathBelowLocale('/en/search', '?query=map&page=3')).toBe('/search');
    expect(canonicalPathBelowLocale('/en/collections/persons', '?page=02')).toBe(
      '/collections/persons',
    );
  });
});

describe('withShareImage', () => {
  it('keeps a page’s own image and gives the others the portal’s, absolute', () => {
    const own = { title: 'Item', ogImage: 'https://gw/thumb.jpg', ogImageAlt: 'A ship' };
    expect(withShareImage(own, 'https://portal.example', 'Portal')).toBe(own);
    expect(withShareImage({ title: 'Home' }, 'https://portal.example', 'Portal')).toEqual({
      title: 'Home',
      ogImage: 'https://portal.example/test-file-stub',
      ogImageAlt: 'Portal',
    });
  });
});
