#!/usr/bin/env node
// Writes the names of languages and countries the search page shows (LANGUAGE and COUNTRY facet
// values, in filter chips and the facet sidebar) into mf-search's 25 locale files, from the
// CLDR data of Node's full ICU. Browsers ship a trimmed ICU (Chromium has no Irish, Maltese or
// Basque names, and no "Europe" or "mul"), so names made with Intl at render time differed
// between the server and the browser, and React's hydration failed. Run it again when the code
// lists below or shared-kernel/src/domain/country-codes.json change:
//
//   node host/bin/generate-name-tables.mjs
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const localesDir = path.join(root, 'mf-search/src/locales');
const countryCodes = JSON.parse(
  readFileSync(path.join(root, 'shared-kernel/src/domain/country-codes.json'), 'utf8'),
);

/**
 * Europeana's LANGUAGE facet values (the real API's facet, plus `zxx`), and the portal's own 25
 * languages: the codes a LANGUAGE filter carries.
 */
const LANGUAGE_CODES = [
  ...'ar be bg bs ca cs cy da de el en es et eu fi fr ga gd gl grc he hr hu hy is it ja ka ko la lb lt lv mk mt mul nl no pl pt ro ru se sk sl sq sr sv tr uk yi zh zxx'.split(
    ' ',
  ),
];
const COUNTRY_CODES = [...new Set(Object.values(countryCodes))].sort();

function names(locale, type, codes) {
  const display = new Intl.DisplayNames([locale], { type, fallback: 'none' });
  const english = new Intl.DisplayNames(['en'], { type, fallback: 'none' });
  const out = {};
  for (const code of codes) {
    // CLDR names a few rare languages in English only for some locales (Ancient Greek in Basque).
    const name = display.of(code) ?? english.of(code);
    if (!name) throw new Error(`no ${type} name for ${code}`);
    // As the language writes them mid-sentence ("polski"); lists capitalise them at display.
    out[code] = name;
  }
  return out;
}

for (const file of readdirSync(localesDir).filter((name) => name.endsWith('.json'))) {
  const locale = path.basename(file, '.json');
  const full = path.join(localesDir, file);
  const messages = JSON.parse(readFileSync(full, 'utf8'));
  messages.languageNames = names(locale, 'language', LANGUAGE_CODES);
  messages.countryNames = names(locale, 'region', COUNTRY_CODES);
  writeFileSync(full, `${JSON.stringify(messages, null, 2)}\n`);
}
