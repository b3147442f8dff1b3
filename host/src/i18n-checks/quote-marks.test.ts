/** @jest-environment node */
import { LOCALE_CODES } from '@portal/shared-kernel';
import { flattenMessages } from './message-keys';
import { NAMESPACES, readMessages } from './namespaces';

/** Every text of a locale, in all namespaces. */
function texts(locale: string): string[] {
  return NAMESPACES.flatMap((namespace) =>
    Object.values(flattenMessages(readMessages(namespace, locale))).filter(
      (value): value is string => typeof value === 'string',
    ),
  );
}

/** The ways languages pair double quotes: “…” „…“ „…” «…» ”…”. */
const QUOTE_STYLES = ['“”', '„“', '„”', '«»', '”'];

/**
 * A locale quotes one way and writes its apostrophe one way, in every namespace: a search heading
 * with „…” where the rest of the language has “…” reads as a slip.
 */
describe.each(LOCALE_CODES)('%s', (locale) => {
  const all = texts(locale);

  it('quotes in one style', () => {
    const marks = [...new Set(all.join('').match(/[“”„«»"]/gu) ?? [])].sort().join('');
    if (marks) expect(QUOTE_STYLES.map((style) => [...style].sort().join(''))).toContain(marks);
  });

  it('writes one apostrophe', () => {
    // After a letter: "l’orthographe", "terġa' tfittex", "API's"; not a closing ‘quote’ of a
    // placeholder.
    const apostrophes = new Set(all.join('\n').match(/(?<=\p{L})['’]/gu) ?? []);
    expect(apostrophes.size).toBeLessThanOrEqual(1);
  });
});
