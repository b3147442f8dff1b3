#!/usr/bin/env node
// Writes the names of languages and countries the search page shows (LANGUAGE and COUNTRY facet
// values, in filter chips and the facet sidebar) into mf-search's 25 locale files, and those and
// the long date format the item page shows into mf-item's, from the CLDR data of Node's full ICU
// for each locale's ISO tag (pt-PT, en-GB). Browsers ship a trimmed ICU (Chromium has no Irish,
// Maltese or Basque names, and no "Europe" or "mul"), so names made with Intl at render time differed
// between the server and the browser, and React's hydration failed; an item page opened in the
// browser showed English dates and names in those languages. Run it again when the code
// lists below or shared-kernel/src/domain/country-codes.json change:
//
//   node host/bin/generate-name-tables.mjs
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Each portal locale's ISO tag (`pt` is `pt-PT`), as shared-kernel's locale list gives it. */
const ISO_TAGS = Object.fromEntries(
  [
    ...readFileSync(path.join(root, 'shared-kernel/src/i18n/locales.ts'), 'utf8').matchAll(
      /code: '([a-z]{2})', iso: '([a-z]{2}-[A-Z]{2})'/g,
    ),
  ].map(([, code, iso]) => [code, iso]),
);
const countryCodes = JSON.parse(
  readFileSync(path.join(root, 'shared-kernel/src/domain/country-codes.json'), 'utf8'),
);

/**
 * Europeana's LANGUAGE facet values (the real API's facet, plus `zxx`), the portal's own 25
 * languages, and the older languages of the default data (`ang` Old English, `cu` Church
 * Slavonic): the codes a LANGUAGE filter carries. A test (host/src/i18n-checks) fails when the
 * default data has a language these do not name.
 */
const LANGUAGE_CODES = [
  ...'ang ar be bg bs ca cs cu cy da de el en es et eu fi fr ga gd gl grc he hr hu hy is it ja ka ko la lb lt lv mk mt mul nl no pl pt ro ru se sk sl sq sr sv tr uk yi zh zxx'.split(
    ' ',
  ),
];
const COUNTRY_CODES = [...new Set(Object.values(countryCodes))].sort();

/**
 * Names CLDR lacks for a locale (it has no Basque "Old English" or "Ancient Greek"), by portal
 * locale code and `language` or `region` type, written as CLDR writes that language's others
 * (Basque "greziera", "ingelesa": lower case mid-sentence). A name CLDR lacks and this table does
 * not give stops the script: no table falls back to English.
 */
const CLDR_GAPS = {
  eu: { language: { ang: 'antzinako ingelesa', grc: 'antzinako greziera' } },
};

/**
 * The apostrophe where a language's translations write another than CLDR's "’": the Maltese ones
 * write "'" ("terġa' tfittex"), so CLDR's "il-Maċedonja ta’ Fuq" is written "ta' Fuq" too.
 */
const APOSTROPHES = { mt: "'" };

function withApostrophe(code, text) {
  return APOSTROPHES[code] ? text.replace(/\u2019/g, APOSTROPHES[code]) : text;
}

function names(code, locale, type, codes) {
  const display = new Intl.DisplayNames([locale], { type, fallback: 'none' });
  const gaps = CLDR_GAPS[code]?.[type] ?? {};
  const out = {};
  for (const value of codes) {
    if (gaps[value] && display.of(value)) {
      console.warn(
        `${code}: CLDR now names ${type} ${value} "${display.of(value)}"; CLDR_GAPS has "${gaps[value]}"`,
      );
    }
    const name = gaps[value] ?? display.of(value);
    if (!name)
      throw new Error(`${code}: CLDR has no ${type} name for ${value}; add one to CLDR_GAPS`);
    // As the language writes them mid-sentence ("polski"); lists capitalise them at display.
    out[value] = withApostrophe(code, name);
  }
  return out;
}

/**
 * A long date as `{{day}}`, `{{month}}` and `{{year}}` in the language's order and words, with the
 * name of each month as it stands in such a date (Polish "11 marca 2019": the genitive).
 */
function longDate(code, locale) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const parts = (month) => format.formatToParts(new Date(Date.UTC(2019, month, 11)));
  const pattern = parts(2)
    .map((part) =>
      ['day', 'month', 'year'].includes(part.type)
        ? `{{${part.type}}}`
        : withApostrophe(code, part.value.replace(/[{}]/g, '')),
    )
    .join('');
  const months = {};
  for (let month = 0; month < 12; month++) {
    const name = parts(month).find((part) => part.type === 'month').value;
    months[String(month + 1)] = withApostrophe(code, name);
  }
  return { pattern, months };
}

/** The search page names facet values; the item page, the languages and country of a record. */
for (const [dir, withDates] of [
  ['mf-search/src/locales', false],
  ['mf-item/src/locales', true],
]) {
  const localesDir = path.join(root, dir);
  for (const file of readdirSync(localesDir).filter((name) => name.endsWith('.json'))) {
    const code = path.basename(file, '.json');
    const locale = ISO_TAGS[code];
    if (!locale) throw new Error(`${file}: no such locale in shared-kernel/src/i18n/locales.ts`);
    const full = path.join(localesDir, file);
    const messages = JSON.parse(readFileSync(full, 'utf8'));
    messages.languageNames = names(code, locale, 'language', LANGUAGE_CODES);
    messages.countryNames = names(code, locale, 'region', COUNTRY_CODES);
    if (withDates) messages.longDate = longDate(code, locale);
    writeFileSync(full, `${JSON.stringify(messages, null, 2)}\n`);
  }
}
