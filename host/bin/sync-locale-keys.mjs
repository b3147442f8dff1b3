#!/usr/bin/env node
// Brings every locale file of a namespace to the key set of its English file: missing keys get
// the English text (to be translated), keys English no longer has are dropped, translations
// already there are kept. Plural keys follow each language's own plural categories (Polish has
// one/few/many/other, Irish one/two/few/many/other...). The i18n key test
// (host/src/i18n-checks) fails until the files agree; this fixes the structure, not the wording.
//
//   node host/bin/sync-locale-keys.mjs host/src/locales shared-kernel/src/i18n/locales
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(object, prefix = '', out = {}) {
  for (const [key, value] of Object.entries(object)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, full, out);
    else out[full] = value;
  }
  return out;
}

function unflatten(flat) {
  const root = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[parts.at(-1)] = value;
  }
  return root;
}

function categories(locale) {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

function syncLocale(english, current, locale) {
  const result = {};
  const seenPlurals = new Set();
  for (const [key, value] of Object.entries(english)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) {
      result[key] = typeof current[key] === 'string' ? current[key] : value;
      continue;
    }
    const base = key.slice(0, match.index);
    if (seenPlurals.has(base)) continue;
    seenPlurals.add(base);
    for (const category of categories(locale)) {
      const own = current[`${base}_${category}`];
      const fallback =
        english[`${base}_${category}`] ?? english[`${base}_other`] ?? english[`${base}_one`];
      result[`${base}_${category}`] = typeof own === 'string' ? own : fallback;
    }
  }
  return result;
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: sync-locale-keys.mjs <locales dir> [...]');
  process.exit(2);
}
for (const dir of dirs) {
  const english = flatten(JSON.parse(readFileSync(path.join(dir, 'en.json'), 'utf8')));
  for (const file of readdirSync(dir).filter(
    (name) => name.endsWith('.json') && name !== 'en.json',
  )) {
    const locale = file.replace(/\.json$/, '');
    const current = flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    const next = unflatten(syncLocale(english, current, locale));
    writeFileSync(path.join(dir, file), `${JSON.stringify(next, null, 2)}\n`);
  }
  console.log(`${dir}: synced`);
}
