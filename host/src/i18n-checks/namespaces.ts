import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root, seen from this folder (host/src/i18n-checks). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** One i18next namespace: the package that owns it, its locale files and its source. */
export interface Namespace {
  name: string;
  localesDir: string;
  sourceDir: string;
}

/** Every namespace of the portal: one per package (foundation.md, "i18n"). */
export const NAMESPACES: readonly Namespace[] = [
  { name: 'common', pkg: 'shared-kernel', locales: 'src/i18n/locales' },
  { name: 'host', pkg: 'host', locales: 'src/locales' },
  { name: 'search', pkg: 'mf-search', locales: 'src/locales' },
  { name: 'item', pkg: 'mf-item', locales: 'src/locales' },
  { name: 'collections', pkg: 'mf-collections', locales: 'src/locales' },
  { name: 'stories', pkg: 'mf-stories', locales: 'src/locales' },
  { name: 'account', pkg: 'mf-account', locales: 'src/locales' },
].map(({ name, pkg, locales }) => ({
  name,
  localesDir: path.join(REPO_ROOT, pkg, locales),
  sourceDir: path.join(REPO_ROOT, pkg, 'src'),
}));

export type Messages = Record<string, unknown>;

export function localeFiles(namespace: Namespace): string[] {
  return readdirSync(namespace.localesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

export function readMessages(namespace: Namespace, locale: string): Messages {
  const file = path.join(namespace.localesDir, `${locale}.json`);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

/** Source files of a folder (not tests, not locale data). */
export function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'locales' && entry.name !== 'dist') {
          walk(full);
        }
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  walk(dir);
  return files.sort();
}
