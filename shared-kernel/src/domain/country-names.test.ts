import { countryName } from './country-names';

describe('countryName', () => {
  it('names a Europeana country value in the page language', () => {
    expect(countryName('Netherlands', 'de')).toBe('Niederlande');
    expect(countryName('United Kingdom', 'fr')).toBe('Royaume-Uni');
    expect(countryName('Czech Republic', 'cs')).toBe('Česko');
    expect(countryName('Europe', 'pl')).toBe('Europa');
    expect(countryName('Netherlands', 'en')).toBe('Netherlands');
  });

  it('keeps a value it does not know, or any value for a locale the runtime cannot name in', () => {
    expect(countryName('Atlantis', 'de')).toBe('Atlantis');
    expect(countryName('', 'de')).toBe('');
    expect(countryName('Netherlands', 'not a locale!')).toBe('Netherlands');
  });
});
