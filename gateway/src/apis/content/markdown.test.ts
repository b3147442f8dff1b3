import { headingSlug, markdownProblems, renderMarkdown } from './markdown';

describe('content Markdown rendering', () => {
  it('renders CommonMark with GFM tables', () => {
    const html = renderMarkdown(
      'Some *text*.\n\n| Name | Lifetime |\n| --- | --- |\n| a | 1 year |',
      'en',
    );
    expect(html).toContain('<p>Some <em>text</em>.</p>');
    expect(html).toContain('<th>Name</th>');
    expect(html).toContain('<td>1 year</td>');
  });

  it('shows raw HTML as text, in blocks and inline', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\nA <img src=x onerror=alert(1)> b\n\n[<b>x</b>](/a)',
      'en',
    );
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).toContain('A &lt;img src=x onerror=alert(1)&gt; b');
    expect(html).toContain('<a href="/en/a">&lt;b&gt;x&lt;/b&gt;</a>');
  });

  it('gives headings ids from their text, unique within the page', () => {
    const html = renderMarkdown(
      '## Why only 1,000 results?\n\n### Why only 1,000 results?\n\n## Qu’est-ce qu’Europeana ?\n\n## Συχνές ερωτήσεις\n\n## ???',
      'en',
    );
    expect(html).toContain('<h2 id="why-only-1-000-results">Why only 1,000 results?</h2>');
    expect(html).toContain('<h3 id="why-only-1-000-results-1">');
    expect(html).toContain('<h2 id="qu-est-ce-qu-europeana">');
    expect(html).toContain('<h2 id="συχνες-ερωτησεις">');
    expect(html).toContain('<h2 id="section">');
  });

  it('starts heading ids afresh on every page', () => {
    expect(renderMarkdown('## A', 'en')).toContain('id="a"');
    expect(renderMarkdown('## A', 'en')).toContain('id="a"');
  });

  it('puts portal links in the visitor’s locale and marks external ones noopener', () => {
    const html = renderMarkdown(
      [
        '[search](/search?query=map&view=grid)',
        '[home](/)',
        '[cookies](/rights/cookies-policy#consent "Cookies")',
        '[log out](/account/logout)',
        '[Europeana](https://www.europeana.eu/en)',
        '[mail](mailto:someone@example.org)',
        '[answer](#why)',
      ].join('\n\n'),
      'de',
    );
    expect(html).toContain('<a href="/de/search?query=map&amp;view=grid">search</a>');
    expect(html).toContain('<a href="/de">home</a>');
    expect(html).toContain('<a href="/de/rights/cookies-policy#consent" title="Cookies">');
    expect(html).toContain('<a href="/account/logout">');
    expect(html).toContain('<a href="https://www.europeana.eu/en" rel="noopener">Europeana</a>');
    expect(html).toContain('<a href="mailto:someone@example.org">mail</a>');
    expect(html).toContain('<a href="#why">answer</a>');
  });

  it('never writes a script link, even when asked to render one', () => {
    const html = renderMarkdown('[x](javascript:alert(1)) ![y](data:image/png;base64,AA)', 'en');
    expect(html).not.toMatch(/href|src|javascript:/);
    expect(html).toContain('x');
  });

  it('lists what the loader refuses in a body', () => {
    expect(markdownProblems('## Fine\n\n[a](/faq) [b](https://example.org)')).toEqual([]);
    expect(
      markdownProblems(
        '# Title again\n\n[a](/en/faq) [b](javascript:void(0)) [c](privacy) ![d](http://x.org/a.png)',
      ),
    ).toEqual([
      expect.stringContaining('"Title again" is a level-1 heading'),
      expect.stringContaining('/en/faq starts with a locale'),
      expect.stringContaining('javascript:void(0) is neither'),
      expect.stringContaining('privacy is neither'),
      expect.stringContaining('image http://x.org/a.png'),
    ]);
  });

  it('slugs headings in any script', () => {
    expect(headingSlug('  Élan & Co.  ')).toBe('elan-co');
    expect(headingSlug('Често задавани въпроси')).toBe('често-задавани-въпроси');
  });
});
