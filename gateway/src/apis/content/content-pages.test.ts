import path from 'node:path';
import { contentFixture, pageFile, type ContentFixture } from './content-fixture';
import { ContentLoadError, ContentPages } from './content-pages';

describe('content pages loaded from a folder', () => {
  let content: ContentFixture;
  beforeEach(() => {
    content = contentFixture();
  });
  afterEach(() => content.cleanup());

  const writeSite = () => {
    content.write('faq/en.md', pageFile('FAQ', '## Why?\n\nSee [search](/search?query=map).'));
    content.write('faq/de.md', pageFile('Häufige Fragen', '## Warum?\n\nSiehe [Suche](/search).'));
    content.write(
      'rights/en.md',
      pageFile('Terms of use', 'The [privacy statement](/rights/privacy-statement).'),
    );
    content.write(
      'rights/privacy-statement/en.md',
      pageFile('Privacy statement', '## Cookies\n\n<b>bold?</b>'),
    );
  };

  it('serves the requested language', async () => {
    writeSite();
    const pages = await ContentPages.load(content.dir);
    expect(pages.page('faq', 'de')).toEqual({
      slug: 'faq',
      lang: 'de',
      requestedLang: 'de',
      title: 'Häufige Fragen',
      description: 'About Häufige Fragen.',
      updated: '2026-11-28',
      html: '<h2 id="warum">Warum?</h2>\n<p>Siehe <a href="/de/search">Suche</a>.</p>\n',
    });
  });

  it('falls back to English, with the links in the visitor’s language', async () => {
    writeSite();
    const page = (await ContentPages.load(content.dir)).page('faq', 'fr');
    expect(page).toMatchObject({ slug: 'faq', lang: 'en', requestedLang: 'fr', title: 'FAQ' });
    expect(page?.html).toContain('<a href="/fr/search?query=map">search</a>');
  });

  it('serves nested slugs and their parents, with raw HTML escaped', async () => {
    writeSite();
    const pages = await ContentPages.load(content.dir);
    expect(pages.slugs).toEqual(['faq', 'rights', 'rights/privacy-statement']);
    expect(pages.page('rights', 'en')?.html).toContain('href="/en/rights/privacy-statement"');
    const privacy = pages.page('rights/privacy-statement', 'sv');
    expect(privacy).toMatchObject({ lang: 'en', title: 'Privacy statement' });
    expect(privacy?.html).toContain('<h2 id="cookies">Cookies</h2>');
    expect(privacy?.html).toContain('&lt;b&gt;bold?&lt;/b&gt;');
  });

  it('knows no page that has no file, nor a folder between pages', async () => {
    writeSite();
    content.write('rights/privacy-statement/de.md', pageFile('Datenschutz', 'Text.'));
    const pages = await ContentPages.load(content.dir);
    expect(pages.page('help', 'en')).toBeUndefined();
    expect(pages.page('rights/privacy', 'en')).toBeUndefined();
  });

  it('renders a page once per visitor language', async () => {
    writeSite();
    const pages = await ContentPages.load(content.dir);
    expect(pages.page('faq', 'fr')).toBe(pages.page('faq', 'fr'));
    expect(pages.page('faq', 'fr')).not.toBe(pages.page('faq', 'it'));
  });

  it('is empty when the folder does not exist, and ignores other files and READMEs', async () => {
    expect((await ContentPages.load(path.join(content.dir, 'none'))).slugs).toEqual([]);
    content.write('README.md', '# How to write pages');
    content.write('faq/en.md', pageFile('FAQ', 'Text.'));
    content.write('faq/picture.png', 'not text');
    expect((await ContentPages.load(content.dir)).slugs).toEqual(['faq']);
  });

  it('refuses a folder with bad files, naming every file and its problem', async () => {
    content.write('faq/en.md', '---\ntitle: FAQ\n---\nText.');
    content.write('help/en.md', pageFile('Help', '# Help\n\n[x](/en/search)'));
    content.write('about-us/de.md', pageFile('Über uns', 'Text.'));
    content.write('about-us/xx.md', pageFile('?', 'Text.'));
    content.write('About/en.md', pageFile('About', 'Text.'));
    content.write('en.md', pageFile('Home', 'Text.'));
    const error = await ContentPages.load(content.dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentLoadError);
    const { problems } = error as ContentLoadError;
    const at = (relative: string) => path.join(content.dir, relative);
    expect(problems).toEqual(
      expect.arrayContaining([
        `${at('faq/en.md')}: the front matter has no description`,
        expect.stringMatching(
          /help\/en\.md: heading "Help" is a level-1 heading.*; link \/en\/search starts with a locale/,
        ),
        `${at('about-us/xx.md')}: "xx" is not one of the portal's 25 languages`,
        expect.stringContaining(`${at('About/en.md')}: "About" is not a page slug`),
        `${at('en.md')}: a page file must be in a folder named after its slug`,
        `${at('about-us')}: no en.md (every page needs its English text)`,
      ]),
    );
    expect(problems).toHaveLength(6);
    expect((error as Error).message).toContain(`Content pages in ${content.dir} cannot be served`);
  });

  it('refuses slugs deeper than four folders', async () => {
    content.write('a/b/c/d/e/en.md', pageFile('Deep', 'Text.'));
    await expect(ContentPages.load(content.dir)).rejects.toThrow(
      /"a\/b\/c\/d\/e" is not a page slug/,
    );
  });

  it('reads files written with CRLF line ends as well', async () => {
    content.write('faq/en.md', pageFile('FAQ', '## One\n\nText.').replace(/\n/g, '\r\n'));
    expect((await ContentPages.load(content.dir)).page('faq', 'en')?.html).toContain('id="one"');
  });
});
