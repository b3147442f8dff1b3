import { LOCALE_CODES } from './locales';
import { formatNumber } from './number-format';

describe('formatNumber', () => {
  it('writes numbers as CLDR does for each of the 25 languages', () => {
    for (const locale of LOCALE_CODES) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
      for (const value of [0, 7, 999, 1234, 12345, 97460, 1234567, 58059821, 12.5, -3456.25])
        expect([locale, formatNumber(value, locale)]).toEqual([locale, intl.format(value)]);
    }
  });

  it('writes an unknown locale as English, and what is not a number as it is', () => {
    expect(formatNumber(97460, 'xx')).toBe('97,460');
    expect(formatNumber('97460', 'de')).toBe('97.460');
    expect(formatNumber('many', 'de')).toBe('many');
    expect(formatNumber(Number.NaN, 'de')).toBe('NaN');
  });
});

describe('{{count, number}} in messages', () => {
  it('uses the table, not the runtime’s Intl, on server and browser alike', async () => {
    const { createI18n } = await import('./create-i18n');
    const i18n = createI18n('eu', {
      eu: { common: { results: '{{count, number}} emaitza' } },
    });
    const spy = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(i18n.t('results', { count: 97460 })).toBe('97.460 emaitza');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
