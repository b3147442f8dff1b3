/** @jest-environment node */
import { redirectUrl } from './request-url.testing';
import { RIGHTS_PAGES } from './tables/rights-pages';
import { TOPIC_COLLECTION_PAGES } from './tables/topic-collections';

describe('legacy static pages', () => {
  it.each([
    ['/portal/en/about.html', '/en/about-us'],
    ['/portal/contact', '/contact-us'],
    ['/portal/fr/contact.html', '/fr/contact-us'],
  ])('sends %s to %s', (from, to) => {
    expect(redirectUrl(from)).toEqual({ status: 301, path: to, query: {} });
  });

  it.each([
    ['world-war-I', '83-1914-1918'],
    ['archaeology', '80-archaeology'],
    ['art', '190-art'],
    ['fashion', '55-fashion'],
    ['industrial-heritage', '129-industrial-heritage'],
    ['manuscripts', '17-manuscripts'],
    ['maps', '151-maps-and-geography'],
    ['migration', '128-migration'],
    ['music', '62-music'],
    ['natural-history', '156-natural-history'],
    ['newspapers', '18-newspaper'],
    ['photography', '48-photography'],
    ['sport', '114-sport'],
  ])('sends the %s collection to topic %s', (name, topic) => {
    expect(redirectUrl(`/portal/en/collections/${name}`)).toEqual({
      status: 301,
      path: `/en/collections/topic/${topic}`,
      query: {},
    });
  });

  it('covers exactly the 13 topic collections', () => {
    expect(Object.keys(TOPIC_COLLECTION_PAGES)).toHaveLength(13);
  });

  it.each([
    ['accessibility', '/rights/accessibility-policy'],
    ['api', '/rights/api-terms-of-use'],
    ['contributions', '/rights/terms-for-user-contributions'],
    ['data-sources', '/rights/europeana-data-sources'],
    ['language', '/rights/language-policy'],
    ['metadata', '/rights/usage-guidelines-for-metadata'],
    ['privacy', '/rights/privacy-policy'],
    ['public-domain', '/rights/public-domain-usage-guidelines'],
    ['terms', '/rights/terms-of-use'],
  ])('sends rights page %s to %s', (page, to) => {
    expect(redirectUrl(`/portal/it/rights/${page}.html`)?.path).toBe(`/it${to}`);
  });

  it('has the nine rights pages of the spec', () => {
    expect(Object.keys(RIGHTS_PAGES)).toHaveLength(9);
  });

  it('covers the old collection sub-pages in the table', () => {
    expect(redirectUrl('/portal/en/collections/newspapers/a-z-all')?.path).toBe(
      '/en/collections/topic/18-newspapers',
    );
  });

  it('does not match pages outside the table, nor inherited object keys', () => {
    expect(redirectUrl('/portal/en/collections/unknown')?.path).toBe('/en/collections/unknown');
    expect(redirectUrl('/portal/constructor')?.path).toBe('/constructor');
  });
});
