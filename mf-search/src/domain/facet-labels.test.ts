import { createTestPortal } from '../testing/test-portal';
import { qfChipLabel } from './facet-labels';

describe('qfChipLabel', () => {
  const { i18n } = createTestPortal();
  const t = i18n.t.bind(i18n);

  it('reads "Facet: value" with the value in words', () => {
    expect(qfChipLabel('TYPE:"IMAGE"', t, 'en')).toBe('Type of media: Image');
    expect(qfChipLabel('LANGUAGE:"fr"', t, 'en')).toBe('Language: French');
  });

  it('names "several languages" and "no language" even where the browser has no name for them', () => {
    // Chromium's trimmed ICU data answers `mul` with the code itself.
    const spy = jest
      .spyOn(Intl, 'DisplayNames')
      .mockImplementation(() => ({ of: (code: string) => code }) as unknown as Intl.DisplayNames);
    try {
      expect(qfChipLabel('LANGUAGE:"mul"', t, 'en-GB')).toBe('Language: Multiple languages');
      expect(qfChipLabel('LANGUAGE:"zxx"', t, 'en-GB')).toBe('Language: No linguistic content');
    } finally {
      spy.mockRestore();
    }
    expect(qfChipLabel('COUNTRY:"Netherlands"', t, 'en')).toBe('Providing country: Netherlands');
    // The value stays the English one Europeana filters by; only its label is translated.
    expect(qfChipLabel('COUNTRY:"Netherlands"', t, 'fr')).toMatch(/: Pays-Bas$/);
  });

  it('names the colour facet once, then the colour code', () => {
    expect(qfChipLabel('COLOURPALETTE:#ff0000', t, 'en')).toBe('Colour: #FF0000');
  });

  it('shows a filter on a field without a facet as it is', () => {
    expect(qfChipLabel('who:turner', t, 'en')).toBe('who:turner');
  });
});
