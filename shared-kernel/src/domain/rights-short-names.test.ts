import { rightsShortLabel, rightsShortName } from './rights-short-names';

describe('rights short labels', () => {
  it.each([
    ['http://creativecommons.org/licenses/by-sa/4.0/', { name: 'CC BY-SA 4.0' }],
    ['https://creativecommons.org/licenses/by-nc-nd/3.0/', { name: 'CC BY-NC-ND 3.0' }],
    ['http://creativecommons.org/licenses/by/4.0/', { name: 'CC BY 4.0' }],
    ['http://creativecommons.org/publicdomain/zero/1.0/', { key: 'rights.CC0' }],
    ['http://creativecommons.org/publicdomain/mark/1.0/', { key: 'rights.PDM' }],
    ['http://rightsstatements.org/vocab/InC/1.0/', { key: 'rights.InC' }],
    ['http://rightsstatements.org/vocab/InC-EDU/1.0/', { key: 'rights.InC-EDU' }],
    ['http://rightsstatements.org/vocab/NoC-OKLR/1.0/', { key: 'rights.NoC-OKLR' }],
    ['http://rightsstatements.org/vocab/UND/1.0/', { key: 'rights.UND' }],
    ['http://www.europeana.eu/rights/rr-f/', { key: 'rights.RR-F' }],
    ['http://example.org/my-licence', { name: 'http://example.org/my-licence' }],
    [
      'http://evil.example/creativecommons.org/publicdomain/zero/1.0/',
      { name: 'http://evil.example/creativecommons.org/publicdomain/zero/1.0/' },
    ],
    ['https://creativecommons.org/publicdomain/zero/1.0/', { key: 'rights.CC0' }],
  ])('%s', (uri, label) => {
    expect(rightsShortLabel(uri)).toEqual(label);
  });

  it('names a statement from the common strings, a licence by its code', () => {
    const t = (key: string) => `[${key}]`;
    expect(rightsShortName('http://rightsstatements.org/vocab/InC/1.0/', t)).toBe(
      '[common:rights.InC]',
    );
    expect(rightsShortName('http://creativecommons.org/licenses/by/4.0/', t)).toBe('CC BY 4.0');
  });
});
