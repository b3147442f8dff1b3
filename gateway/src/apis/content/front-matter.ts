/**
 * The front matter of a content page: `key: value` lines between two `---` lines at the top of
 * the file. Deliberately not YAML: three known keys of one line each need no YAML parser, and a
 * strict reader turns a typo (`titel:`, a missing `---`) into a load error instead of a page
 * without a title.
 */
export interface FrontMatter {
  title: string;
  /** One sentence for search engines and link previews. */
  description: string;
  /** `YYYY-MM-DD`, when the text last changed in substance. */
  updated?: string;
}

/** Search engines cut descriptions beyond about this many characters. */
export const MAX_DESCRIPTION_LENGTH = 160;

const KEYS = new Set(['title', 'description', 'updated']);
const DELIMITER = '---';
const LINE = /^([A-Za-z][\w-]*):(?:[ \t]+(.*))?$/;

/** A front matter that cannot be read; the loader adds the file's path to the message. */
export class FrontMatterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FrontMatterError';
  }
}

/** Splits a page file into its front matter and its Markdown body; throws FrontMatterError. */
export function parseFrontMatter(text: string): { frontMatter: FrontMatter; body: string } {
  // Editors on other systems save a BOM or CRLF line ends; neither is content.
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== DELIMITER) {
    throw new FrontMatterError(`the file does not start with a "${DELIMITER}" line`);
  }
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === DELIMITER);
  if (end < 0) throw new FrontMatterError(`the front matter has no closing "${DELIMITER}" line`);

  const values = new Map<string, string>();
  lines.slice(1, end).forEach((line, index) => {
    if (!line.trim()) return;
    const match = LINE.exec(line.trimEnd());
    const lineNumber = index + 2;
    if (!match) throw new FrontMatterError(`line ${lineNumber} is not "key: value"`);
    const key = match[1] as string;
    if (!KEYS.has(key)) {
      throw new FrontMatterError(
        `line ${lineNumber}: unknown key "${key}" (known: ${[...KEYS].join(', ')})`,
      );
    }
    if (values.has(key)) throw new FrontMatterError(`line ${lineNumber}: "${key}" is given twice`);
    const value = unquote((match[2] ?? '').trim());
    if (!value) throw new FrontMatterError(`line ${lineNumber}: "${key}" has no value`);
    values.set(key, value);
  });

  const title = values.get('title');
  const description = values.get('description');
  const updated = values.get('updated');
  if (!title) throw new FrontMatterError('the front matter has no title');
  if (!description) throw new FrontMatterError('the front matter has no description');
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    throw new FrontMatterError(
      `the description has ${description.length} characters, at most ${MAX_DESCRIPTION_LENGTH} are shown`,
    );
  }
  if (updated !== undefined && !isIsoDate(updated)) {
    throw new FrontMatterError(`updated "${updated}" is not a date written YYYY-MM-DD`);
  }
  const body = lines
    .slice(end + 1)
    .join('\n')
    .trim();
  if (!body) throw new FrontMatterError('the page has no text after its front matter');
  return {
    frontMatter: { title, description, ...(updated ? { updated } : {}) },
    body,
  };
}

/** Authors used to YAML quote values with a colon in them; the quotes are not part of the text. */
function unquote(value: string): string {
  const quote = value[0];
  if ((quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote)) {
    return value.slice(1, -1).trim();
  }
  return value;
}

/** A real calendar day (`2026-02-30` is not). */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
