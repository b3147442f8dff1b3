import { createI18n } from '@portal/shared-kernel';
import eu from '../locales/eu.json';
import ga from '../locales/ga.json';
import { itemNamer } from './item-names';

describe('item names', () => {
  it('names languages, countries and dates from the locale tables, not the runtime', () => {
    // A browser's trimmed ICU has no Basque or Irish data: it would answer in English.
    const names = jest
      .spyOn(Intl, 'DisplayNames')
      .mockImplementation(() => ({ of: (code: string) => code }) as unknown as Intl.DisplayNames);
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const basque = itemNamer(
        'eu-ES',
        createI18n('eu', { eu: { item: eu } }).getFixedT('eu', 'item'),
      );
      expect(basque.date(new Date(Date.UTC(2019, 2, 11, 10)))).toBe('2019(e)ko martxoaren 11(a)');
      expect(basque.language('nl')).toBe('nederlandera');
      expect(basque.country('Netherlands')).toBe('Herbehereak');
      const irish = itemNamer(
        'ga-IE',
        createI18n('ga', { ga: { item: ga } }).getFixedT('ga', 'item'),
      );
      expect(irish.date(new Date(Date.UTC(2020, 11, 1)))).toBe('1 Nollaig 2020');
      expect(dates).not.toHaveBeenCalled();
    } finally {
      names.mockRestore();
      dates.mockRestore();
    }
  });

  it('is no name for what is no language code, and keeps an unknown country as it is', () => {
    const namer = itemNamer(
      'eu-ES',
      createI18n('eu', { eu: { item: eu } }).getFixedT('eu', 'item'),
    );
    expect(namer.language('Dutch and Latin')).toBeUndefined();
    expect(namer.country('Atlantis')).toBe('Atlantis');
  });

  it('names Church Slavonic and Old English, and leaves a code the tables lack a code, as browsers do', () => {
    const irish = itemNamer(
      'ga-IE',
      createI18n('ga', { ga: { item: ga } }).getFixedT('ga', 'item'),
    );
    expect(irish.language('cu')).toBe('Slavais na hEaglaise');
    expect(irish.language('ang')).toBe('Sean-Bhéarla');
    // Node names Low German; Chromium's ICU would not, so neither does the page.
    expect(irish.language('nds')).toBeUndefined();
  });

  it('falls back to the runtime’s Intl without translations', () => {
    expect(itemNamer('de-DE').date(new Date(Date.UTC(2019, 2, 11)))).toBe('11. März 2019');
    expect(itemNamer('de-DE').language('nl')).toBe('Niederländisch');
  });
});
