import { CONTENT_LOCALES } from './content-paths';
import { ContentPages } from './content-pages';
import { DEFAULT_CONTENT_PAGES_DIR } from './router';

/**
 * The pages in the repository (`gateway/content/pages`) as the gateway serves them: every file
 * loads (front matter, links, headings; a problem fails here with the file's path), every page
 * has its English text, and the pages the portal's footer and sidebar link exist.
 */
describe('the content pages of the repository', () => {
  // host/src/shell/navigation/site-links.ts links these (spec §2.5).
  const LINKED = [
    'about-us',
    'faq',
    'help',
    'rights',
    'rights/accessibility-policy',
    'rights/cookies-policy',
    'rights/privacy-statement',
    'share-your-collections',
  ];
  let pages: ContentPages;
  beforeAll(async () => {
    pages = await ContentPages.load(DEFAULT_CONTENT_PAGES_DIR);
  });

  it('has every page the portal links', () => {
    expect(pages.slugs).toEqual(expect.arrayContaining(LINKED));
  });

  it('renders every page in every language, in English when it has no translation', () => {
    for (const slug of pages.slugs) {
      for (const lang of CONTENT_LOCALES) {
        const page = pages.page(slug, lang);
        expect(page?.title).toBeTruthy();
        expect(page?.description).toBeTruthy();
        expect(page?.html).toMatch(/^<[a-z]/);
        expect(page?.html).not.toMatch(/<h1/);
      }
    }
  });
});
