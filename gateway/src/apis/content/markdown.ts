import { Marked, type Token, type Tokens } from 'marked';
import { escapeHtml } from '../../util/escape-html';
import { classifyLink, localisedHref } from './links';

/**
 * Content pages from Markdown (CommonMark + GFM tables) with marked, configured for the portal:
 * - raw HTML in a file is shown as text, not passed on: the portal puts the result into its
 *   pages as it is, so only what this renderer writes becomes markup;
 * - headings get `id`s from their text (`## Why only 1,000 results?` -> `why-only-1-000-results`,
 *   repeated ones `-1`, `-2`, ...), so FAQ answers can be linked;
 * - portal links get the visitor's locale (`/search` -> `/de/search`), links to other sites
 *   `rel="noopener"`.
 */
export function renderMarkdown(markdown: string, locale: string): string {
  // One Marked per document: heading ids are unique within their page only.
  const ids = new HeadingIds();
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      heading({ tokens, depth }) {
        const id = ids.next(this.parser.parseInline(tokens, this.parser.textRenderer));
        return `<h${depth} id="${escapeHtml(id)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      html({ text, block }) {
        return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const target = classifyLink(href);
        // The loader refuses such files (markdownProblems); never write an unsafe href anyway.
        if (target.kind === 'invalid') return inner;
        const url = cleanUrl(target.kind === 'portal' ? localisedHref(href, locale) : href);
        if (url === undefined) return inner;
        const rel = target.kind === 'external' ? ' rel="noopener"' : '';
        const titled = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(url)}"${titled}${rel}>${inner}</a>`;
      },
      image({ href, title, text }) {
        const url = imageSourceProblem(href) ? undefined : cleanUrl(href);
        if (url === undefined) return escapeHtml(text);
        const titled = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titled}>`;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

/**
 * What is wrong with a page body, one message per problem: a `#` heading (the page's title is
 * its only h1), and links or images the portal cannot show (see links.ts).
 */
export function markdownProblems(markdown: string): string[] {
  const marked = new Marked({ gfm: true });
  const problems: string[] = [];
  const tokens = marked.lexer(markdown);
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 1) {
      problems.push(
        `heading "${(token as Tokens.Heading).text}" is a level-1 heading; the title is the page's h1, body headings start at ##`,
      );
    } else if (token.type === 'link') {
      const target = classifyLink((token as Tokens.Link).href);
      if (target.kind === 'invalid') problems.push(target.problem);
    } else if (token.type === 'image') {
      const problem = imageSourceProblem((token as Tokens.Image).href);
      if (problem) problems.push(problem);
    }
  });
  return problems;
}

/** Images come from this site (root-relative, not localised: they are files) or over https. */
function imageSourceProblem(href: string): string | undefined {
  if (/^https:\/\/[^/?#]/i.test(href) || (href.startsWith('/') && !href.startsWith('//')))
    return undefined;
  return `image ${href || '(empty)'} is neither root-relative nor an https URL`;
}

/** As marked cleans hrefs: non-ASCII and spaces %-encoded, existing %-escapes kept. */
function cleanUrl(href: string): string | undefined {
  try {
    return encodeURI(href).replace(/%25/g, '%');
  } catch {
    // A lone surrogate cannot be encoded: no link rather than a broken one.
    return undefined;
  }
}

/**
 * Heading ids an author can predict from the heading: lower case, letters and digits of any
 * script kept (diacritics dropped, `é` -> `e`), every run of anything else one `-`; a repeated
 * id gets `-1`, `-2`, ... as on GitHub. A heading of no letters or digits is `section`.
 */
export class HeadingIds {
  private readonly used = new Set<string>();

  next(text: string): string {
    const base = headingSlug(text);
    let id = base;
    for (let n = 1; this.used.has(id); n++) id = `${base}-${n}`;
    this.used.add(id);
    return id;
  }
}

export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}
