import { FrontMatterError, parseFrontMatter } from './front-matter';

const page = (head: string, body = '## Heading\n\nText.') => `---\n${head}\n---\n${body}\n`;
const valid = 'title: Privacy statement\ndescription: How this portal handles data.';

describe('content page front matter', () => {
  it('reads title, description and updated, and the body after it', () => {
    expect(parseFrontMatter(page(`${valid}\nupdated: 2026-11-28`))).toEqual({
      frontMatter: {
        title: 'Privacy statement',
        description: 'How this portal handles data.',
        updated: '2026-11-28',
      },
      body: '## Heading\n\nText.',
    });
  });

  it('takes CRLF line ends, a BOM, blank lines, colons in values and YAML-style quotes', () => {
    const text = `\uFEFF---\r\ntitle: "FAQ: questions"\r\n\r\ndescription: 'Answers: short.'\r\n---\r\nBody\r\n`;
    expect(parseFrontMatter(text)).toEqual({
      frontMatter: { title: 'FAQ: questions', description: 'Answers: short.' },
      body: 'Body',
    });
  });

  it.each([
    ['no opening line', 'title: A\n', /does not start/],
    ['no closing line', '---\ntitle: A\ndescription: B\n', /no closing/],
    ['no title', page('description: B'), /no title/],
    ['no description', page('title: A'), /no description/],
    ['an empty value', page('title:\ndescription: B'), /line 2: "title" has no value/],
    ['an unknown key', page(`${valid}\ntitel: A`), /line 4: unknown key "titel"/],
    ['a repeated key', page(`${valid}\ntitle: B`), /"title" is given twice/],
    ['a line without a key', page(`${valid}\njust text`), /line 4 is not "key: value"/],
    ['a long description', page(`title: A\ndescription: ${'x'.repeat(161)}`), /161 characters/],
    ['a malformed date', page(`${valid}\nupdated: 28.11.2026`), /not a date/],
    ['an impossible date', page(`${valid}\nupdated: 2026-02-30`), /not a date/],
    ['no body', page(valid, ''), /no text/],
  ])('refuses a file with %s', (_name, text, message) => {
    expect(() => parseFrontMatter(text)).toThrow(FrontMatterError);
    expect(() => parseFrontMatter(text)).toThrow(message);
  });
});
