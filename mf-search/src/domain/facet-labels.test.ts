import { createTestPortal } from '../testing/test-portal';
import { qfChipLabel } from './facet-labels';

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
