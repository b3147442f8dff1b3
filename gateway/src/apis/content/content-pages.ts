import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  FALLBACK_LOCALE,
  isContentLocale,
  isContentSlug,
  SLUG_RULE,
  type ContentLocale,
} from './content-paths';
import { parseFrontMatter, type FrontMatter } from './front-matter';
import { markdownProblems, renderMarkdown } from './markdown';

/** A page as the Content API answers it (shared-kernel `ContentPage`). */
export interface ContentPage {
  slug: string;
  /** The language of the text served: the requested one, else English. */
  lang: ContentLocale;
  /** The visitor's language; portal links in `html` are in it. */
  requestedLang: ContentLocale;
  title: string;
  description: string;
  updated?: string;
  html: string;
}

/** One `<slug>/<lang>.md`, read and checked. */
interface SourcePage extends FrontMatter {
  slug: string;
  lang: ContentLocale;
  body: string;
}

/** Notes for authors may sit beside the pages; they are no page. */
const IGNORED_FILES = new Set(['README.md']);

/** The content folder holds files that cannot be served; `problems` has one line per file issue. */
export class ContentLoadError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: readonly string[],
  ) {
    super(`Content pages in ${dir} cannot be served:\n${problems.join('\n')}`);
    this.name = 'ContentLoadError';
  }
}

/**
 * The static pages of the portal as read from `dir` (`<slug>/<lang>.md`) at one moment. The set is
 * small, so everything is parsed up front and each page is rendered once per visitor language,
 * then kept. A missing folder is no pages at all. `LiveContentPages` reads a new set when the
 * files change.
 */
export class ContentPages {
  private readonly rendered = new Map<string, ContentPage>();

  private constructor(
    private readonly sources: ReadonlyMap<string, Map<ContentLocale, SourcePage>>,
  ) {}

  /** Reads and checks every page file; any problem in any file is a ContentLoadError naming it. */
  static async load(dir: string): Promise<ContentPages> {
    const problems: string[] = [];
    const sources = new Map<string, Map<ContentLocale, SourcePage>>();
    for (const file of await markdownFiles(dir)) {
      const source = await readSource(dir, file, problems);
      if (!source) continue;
      const languages = sources.get(source.slug) ?? new Map<ContentLocale, SourcePage>();
      languages.set(source.lang, source);
      sources.set(source.slug, languages);
    }
    for (const [slug, languages] of sources) {
      if (!languages.has(FALLBACK_LOCALE)) {
        problems.push(
          `${path.join(dir, slug)}: no ${FALLBACK_LOCALE}.md (every page needs its English text)`,
        );
      }
    }
    if (problems.length) throw new ContentLoadError(dir, problems);
    return new ContentPages(sources);
  }

  /** Every page's slug, sorted. */
  get slugs(): string[] {
    return [...this.sources.keys()].sort();
  }

  /** The page in `requestedLang`, else in English; undefined when there is no such page. */
  page(slug: string, requestedLang: ContentLocale): ContentPage | undefined {
    const key = `${slug}\n${requestedLang}`;
    const cached = this.rendered.get(key);
    if (cached) return cached;
    const languages = this.sources.get(slug);
    const source = languages?.get(requestedLang) ?? languages?.get(FALLBACK_LOCALE);
    if (!source) return undefined;
    const page: ContentPage = {
      slug,
      lang: source.lang,
      requestedLang,
      title: source.title,
      description: source.description,
      ...(source.updated ? { updated: source.updated } : {}),
      html: renderMarkdown(source.body, requestedLang),
    };
    this.rendered.set(key, page);
    return page;
  }
}

/** Reads one file into a page, or adds what is wrong with it (with its path) to `problems`. */
async function readSource(
  dir: string,
  file: string,
  problems: string[],
): Promise<SourcePage | undefined> {
  const relative = path.relative(dir, file).split(path.sep);
  const lang = path.basename(relative.pop() as string, '.md');
  const slug = relative.join('/');
  const fail = (problem: string): undefined => {
    problems.push(`${file}: ${problem}`);
    return undefined;
  };
  if (!isContentLocale(lang)) return fail(`"${lang}" is not one of the portal's 25 languages`);
  if (!slug) return fail('a page file must be in a folder named after its slug');
  if (!isContentSlug(slug)) return fail(`"${slug}" is not a page slug (${SLUG_RULE})`);
  try {
    const { frontMatter, body } = parseFrontMatter(await fs.readFile(file, 'utf8'));
    const bodyProblems = markdownProblems(body);
    if (bodyProblems.length) return fail(bodyProblems.join('; '));
    // Rendering now means a page that loaded is a page that renders.
    renderMarkdown(body, FALLBACK_LOCALE);
    return { slug, lang, body, ...frontMatter };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** The `.md` files under `dir`, sorted so problems come out in a stable order. */
export async function markdownFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await markdownFiles(full)));
    else if (entry.isFile() && entry.name.endsWith('.md') && !IGNORED_FILES.has(entry.name))
      files.push(full);
  }
  return files;
}
