import fs from 'node:fs';
import path from 'node:path';
import { contentFixture, pageFile, type ContentFixture } from './content-fixture';
import { ContentLoadError } from './content-pages';
import { CONTENT_CHECK_INTERVAL_MS, LiveContentPages } from './live-content-pages';

describe('content pages that follow edits to their files', () => {
  let content: ContentFixture;
  let clock: number;
  let warnings: string[];
  let live: LiveContentPages;

  beforeEach(() => {
    content = contentFixture();
    content.write('faq/en.md', pageFile('FAQ', 'First text.'));
    clock = 0;
    warnings = [];
    live = new LiveContentPages(content.dir, {
      now: () => clock,
      warn: (message) => warnings.push(message),
    });
  });
  afterEach(() => content.cleanup());

  const html = async (slug = 'faq') => (await live.current()).page(slug, 'en')?.html;
  /** Writes a file and moves its modification time on, as a later save would. */
  const edit = (relative: string, text: string) => {
    content.write(relative, text);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(content.dir, relative), later, later);
  };

  it('shows an edit once the check interval has passed, without a restart', async () => {
    expect(await html()).toContain('First text.');
    edit('faq/en.md', pageFile('FAQ', 'Second.'));
    // Within the interval the pages in memory answer, without looking at the folder.
    clock += CONTENT_CHECK_INTERVAL_MS - 1;
    expect(await html()).toContain('First text.');
    clock += 1;
    expect(await html()).toContain('Second.');
  });

  it('keeps the same pages while the files stay as they are', async () => {
    const first = await live.current();
    clock += CONTENT_CHECK_INTERVAL_MS;
    expect(await live.current()).toBe(first);
  });

  it('finds pages added and removed, and a new language of a page', async () => {
    await live.current();
    edit('help/en.md', pageFile('Help', 'How to search.'));
    edit('faq/de.md', pageFile('Häufige Fragen', 'Erster Text.'));
    clock += CONTENT_CHECK_INTERVAL_MS;
    expect(await html('help')).toContain('How to search.');
    expect((await live.current()).page('faq', 'de')?.title).toBe('Häufige Fragen');

    fs.rmSync(path.join(content.dir, 'help'), { recursive: true });
    clock += CONTENT_CHECK_INTERVAL_MS;
    expect((await live.current()).slugs).toEqual(['faq']);
  });

  it('keeps serving the pages as they were when an edit breaks a rule, and says so once', async () => {
    await live.current();
    edit('faq/en.md', '---\ntitle: FAQ\n---\n\nNo description.\n');
    clock += CONTENT_CHECK_INTERVAL_MS;
    expect(await html()).toContain('First text.');
    clock += CONTENT_CHECK_INTERVAL_MS;
    expect(await html()).toContain('First text.');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(path.join(content.dir, 'faq', 'en.md'));
    expect(warnings[0]).toContain('served as they were before this edit');

    // The fixed file is served.
    edit('faq/en.md', pageFile('FAQ', 'Fixed.'));
    clock += CONTENT_CHECK_INTERVAL_MS;
    expect(await html()).toContain('Fixed.');
  });

  it('fails while the folder has never been readable, and serves it once it is fixed', async () => {
    edit('faq/en.md', 'no front matter');
    await expect(live.current()).rejects.toBeInstanceOf(ContentLoadError);
    edit('faq/en.md', pageFile('FAQ', 'Repaired.'));
    await expect(live.current()).rejects.toBeInstanceOf(ContentLoadError);
    clock += CONTENT_CHECK_INTERVAL_MS;
    expect(await html()).toContain('Repaired.');
    expect(warnings).toEqual([]);
  });

  it('reads the folder once for requests that arrive together', async () => {
    const read = jest.spyOn(fs.promises, 'readFile');
    try {
      const all = await Promise.all([live.current(), live.current(), live.current()]);
      expect(new Set(all).size).toBe(1);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
  });
});
