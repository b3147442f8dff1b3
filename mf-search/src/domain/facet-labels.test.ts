import { createI18n } from '@portal/shared-kernel';
import common from '@portal/shared-kernel/src/i18n/locales/fr.json';
import search from '../locales/fr.json';
import { createTestPortal } from '../testing/test-portal';
import { chipLabel, facetLabel, facetValueLabel, qfChipLabel } from './facet-labels';

describe('qfChipLabel', () => {
  const { i18n } = createTestPortal();
  const t = i18n.t.bind(i18n);

  it('reads "Facet: value" with the value in words', () => {
    expect(qfChipLabel('TYPE:"IMAGE"', t, 'en')).toBe('Type of media: Image');
    expect(qfChipLabel('LANGUAGE:"fr"', t, 'en')).toBe('Language: French');
  });

  it('names languages and countries from the locale files, the same on server and browser', () => {
    // Browsers' trimmed ICU data has no Irish names, no "Europe" and no "mul": Intl is not used.
    const spy = jest
      .spyOn(Intl, 'DisplayNames')
      .mockImplementation(() => ({ of: (code: string) => code }) as unknown as Intl.DisplayNames);
    try {
      expect(qfChipLabel('LANGUAGE:"mul"', t, 'en')).toBe('Language: Multiple languages');
      expect(qfChipLabel('LANGUAGE:"zxx"', t, 'en')).toBe('Language: No linguistic content');
      expect(qfChipLabel('COUNTRY:"Europe"', t, 'en')).toBe('Providing country: Europe');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('names the colour facet once, then the colour code', () => {
    expect(qfChipLabel('COLOURPALETTE:#ff0000', t, 'en')).toBe('Colour: red (#FF0000)');
  });

  it('shows a filter on a field without a facet as it is', () => {
    expect(qfChipLabel('who:turner', t, 'en')).toBe('who:turner');
  });
});

describe('chipLabel', () => {
  const { i18n } = createTestPortal();
  const t = i18n.t.bind(i18n);

  it('joins a name and its value with a colon', () => {
    expect(chipLabel('Type of media', 'Image', t)).toBe('Type of media: Image');
  });

  it('adds no colon after a name that ends in its own punctuation', () => {
    expect(chipLabel('Can I reuse this?', 'Yes', t)).toBe('Can I reuse this? Yes');
    expect(chipLabel('¿Puedo reutilizarlo?', 'Sí', t)).toBe('¿Puedo reutilizarlo? Sí');
    // the Greek question mark, as a semicolon or as U+037E
    expect(chipLabel('Μπορώ να το επαναχρησιμοποιήσω;', 'Ναι', t)).toBe(
      'Μπορώ να το επαναχρησιμοποιήσω; Ναι',
    );
    expect(chipLabel('Μπορώ\u037E', 'Ναι', t)).toBe('Μπορώ\u037E Ναι');
    expect(chipLabel('Search in:', 'Full text', t)).toBe('Search in: Full text');
  });

  describe('in French', () => {
    const french = createI18n('fr', { fr: { common, search } });
    const tf = french.t.bind(french);

    it('puts a non-breaking space before the colon', () => {
      expect(chipLabel('Type de média', 'Image', tf)).toBe('Type de média\u00A0: Image');
      expect(qfChipLabel('TYPE:"IMAGE"', tf, 'fr')).toBe('Type de média\u00A0: Image');
    });

    it('adds no colon after a question, whose "?" has its own non-breaking space', () => {
      const name = facetLabel('REUSABILITY', tf);
      expect(chipLabel(name, facetValueLabel('REUSABILITY', 'open', tf, 'fr'), tf)).toBe(
        'Puis-je le réutiliser\u00A0? Oui',
      );
    });
  });
});
