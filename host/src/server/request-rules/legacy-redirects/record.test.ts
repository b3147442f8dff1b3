/** @jest-environment node */
import { redirectUrl } from './request-url.testing';

describe('legacy record pages', () => {
  it('sends /portal/{locale}/record/{id}.html to the item page, keeping the locale', () => {
    expect(redirectUrl('/portal/de/record/90402/SK_A_2344.html')).toEqual({
      status: 301,
      path: '/de/item/90402/SK_A_2344',
      query: {},
    });
  });

  it('works without locale and without .html, and keeps the query', () => {
    expect(redirectUrl('/portal/record/2021672/resource_document_mauritshuis_670?utm=x')).toEqual({
      status: 301,
      path: '/item/2021672/resource_document_mauritshuis_670',
      query: { utm: 'x' },
    });
  });

  it('leaves a record path without an identifier to the generic prefix rule', () => {
    expect(redirectUrl('/portal/record')).toEqual({ status: 301, path: '/record', query: {} });
  });
});
