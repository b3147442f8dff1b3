/** @jest-environment node */
import { languageSwitchHref } from './language-switch';

describe('languageSwitchHref', () => {
  it('keeps the route and query', () => {
    expect(languageSwitchHref('/en/search', '?query=cat&page=3&qf=TYPE%3AIMAGE', 'de')).toBe(
      '/de/search?query=cat&page=3&qf=TYPE%3AIMAGE',
    );
    expect(languageSwitchHref('/en', '', 'fr')).toBe('/fr');
    expect(languageSwitchHref('/en/item/123/abc', '', 'sv')).toBe('/sv/item/123/abc');
  });

  it('drops page on the galleries and stories lists only', () => {
    expect(languageSwitchHref('/en/galleries', '?page=4', 'it')).toBe('/it/galleries');
    expect(languageSwitchHref('/en/stories', '?page=2&tags=art', 'it')).toBe(
      '/it/stories?tags=art',
    );
    expect(languageSwitchHref('/en/stories/some-story', '?page=2', 'it')).toBe(
      '/it/stories/some-story?page=2',
    );
  });
});
