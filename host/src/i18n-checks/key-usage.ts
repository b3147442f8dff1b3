import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACES, sourceFiles, type Namespace } from './namespaces';
import { scanSource } from './source-scan';

/**
 * How the checks find the keys code uses. Convention: every key appears in the source as a
 * complete string literal — in a `t('key')` call, an `i18nKey`, or a table of keys (`labelKey:
 * 'nav.home'`) — never assembled from pieces. A key with its namespace (`'stories:home.title'`)
 * counts wherever it is; a bare key counts in its own package and in files that ask for its
 * namespace (`useTranslation('search')`). A template such as `t(\`facets.${name}\`)` uses every
 * key that starts with its static part (`facets.`).
 */
export interface SourceFile {
  file: string;
  /** The namespace of the package the file is in. */
  packageNamespace: string;
  /** Namespaces the file asks for with useTranslation / getFixedT / withTranslation. */
  namespaces: string[];
  /** Every complete string literal in the file. */
  literals: Set<string>;
  /** Static starts of templates with substitutions (dynamic key families). */
  prefixes: string[];
  /** Keys passed to t() (and i18nKey) as literals, as written. */
  calls: string[];
  /** Whether the file asks for i18next's default namespace (`useTranslation()` without one). */
  asksForDefault: boolean;
}

const T_CALL = /\bt\(\s*(?:'([^'\n]+)'|"([^"\n]+)"|`([^`$\n]+)`)/g;
const I18N_KEY = /\bi18nKey=\{?\s*(?:'([^'\n]+)'|"([^"\n]+)")/g;
const DEFAULT_NAMESPACE_REQUEST = /\b(?:useTranslation|withTranslation|getFixedT)\(\s*\)/;
const NAMESPACE_REQUEST =
  /\b(?:useTranslation|withTranslation|getFixedT)\(\s*(?:[^,'")]*,\s*)?['"](\w+)['"]/g;

export function readSource(file: string, packageNamespace: string): SourceFile {
  const text = readFileSync(file, 'utf8');
  const scanned = scanSource(text);
  const literals = new Set(scanned.literals);
  const prefixes = scanned.templatePrefixes.filter((prefix) => /^[\w:.-]+\.$/.test(prefix));
  const calls: string[] = [];
  for (const match of text.matchAll(T_CALL)) calls.push(match[1] ?? match[2] ?? match[3] ?? '');
  for (const match of text.matchAll(I18N_KEY)) calls.push(match[1] ?? match[2] ?? '');
  const namespaces = [...text.matchAll(NAMESPACE_REQUEST)].map((match) => match[1]!);
  const asksForDefault = DEFAULT_NAMESPACE_REQUEST.test(text);
  return { file, packageNamespace, namespaces, literals, prefixes, calls, asksForDefault };
}

/** Every source file of every package, except these checks themselves. */
export function allSources(): SourceFile[] {
  return NAMESPACES.flatMap((namespace: Namespace) =>
    sourceFiles(namespace.sourceDir)
      .filter((file) => !file.startsWith(__dirname + path.sep))
      .map((file) => readSource(file, namespace.name)),
  );
}

/**
 * The namespace a bare key in a t() call of this file belongs to: the one the file asks for;
 * i18next's default namespace of the portal (`common`, shared-kernel/src/i18n/create-i18n.ts)
 * when it asks without one; else its package's own (a `t` handed down from the package's page,
 * as mf-item's `useItemT()` does).
 */
export function defaultNamespaceOf(source: SourceFile): string {
  return source.namespaces[0] ?? (source.asksForDefault ? 'common' : source.packageNamespace);
}

/** Whether a key (without plural suffix) of a namespace is referenced anywhere. */
export function isKeyUsed(namespace: string, key: string, sources: readonly SourceFile[]): boolean {
  return sources.some((source) => {
    if (source.literals.has(`${namespace}:${key}`)) return true;
    if (
      source.prefixes.some(
        (prefix) =>
          `${key}`.startsWith(prefix.replace(`${namespace}:`, '')) &&
          (prefix.startsWith(`${namespace}:`) || owns(source, namespace)),
      )
    ) {
      return true;
    }
    return owns(source, namespace) && source.literals.has(key);
  });
}

function owns(source: SourceFile, namespace: string): boolean {
  return source.packageNamespace === namespace || source.namespaces.includes(namespace);
}

/** Every key a t() call or i18nKey names, resolved to `namespace:key`. */
export function referencedKeys(
  sources: readonly SourceFile[],
): Array<{ key: string; file: string }> {
  const knownNamespaces = new Set(NAMESPACES.map((namespace) => namespace.name));
  return sources.flatMap((source) =>
    source.calls
      .filter((call) => /^[\w:.-]+$/.test(call))
      .map((call) => {
        const [first, ...rest] = call.split(':');
        const key =
          rest.length > 0 && knownNamespaces.has(first!)
            ? call
            : `${defaultNamespaceOf(source)}:${call}`;
        return { key, file: source.file };
      }),
  );
}
