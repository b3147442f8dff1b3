import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_CODES } from '@portal/shared-kernel';

/**
 * NoResults lists its suggestions as one sentence: "You could:" then "check the spelling …,",
 * "try other or fewer words,", "search again without filters," and, always last, "browse the
 * collections." Whichever of the first three show, only the last item ends the sentence.
 */
describe('the no-results suggestions', () => {
  it.each(LOCALE_CODES)('are punctuated as one list in %s', (locale) => {
    const { noResults } = JSON.parse(
      readFileSync(path.join(__dirname, '../locales', `${locale}.json`), 'utf8'),
    ) as { noResults: Record<string, string> };
    const ends = (key: string) => noResults[key]!.trim().slice(-1);
    expect({
      suggestions: ends('suggestions'),
      spelling: ends('spelling'),
      otherWords: ends('otherWords'),
      removeFilters: ends('removeFilters'),
      browse: ends('browse'),
    }).toEqual({
      suggestions: ':',
      spelling: ',',
      otherWords: ',',
      removeFilters: ',',
      browse: '.',
    });
  });
});
