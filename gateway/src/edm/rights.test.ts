import { reusabilityOf } from './rights';

describe('reusabilityOf', () => {
  it.each([
    ['http://creativecommons.org/publicdomain/zero/1.0/', 'open'],
    ['https://creativecommons.org/licenses/by-sa/4.0/', 'open'],
    ['http://creativecommons.org/licenses/by-nc/4.0/', 'restricted'],
    ['http://rightsstatements.org/vocab/InC-EDU/1.0/', 'restricted'],
    ['http://rightsstatements.org/vocab/InC/1.0/', 'permission'],
    ['http://www.europeana.eu/rights/rr-f/', 'permission'],
    ['Copyright: the museum', 'uncategorized'],
  ])('%s is %s', (uri, reusability) => {
    expect(reusabilityOf(uri)).toBe(reusability);
  });

  it("does not take a statement's path under another host, or after another scheme, for it", () => {
    for (const uri of [
      'http://evil.example/creativecommons.org/publicdomain/zero/1.0/',
      'javascript:alert(1)//creativecommons.org/publicdomain/zero/1.0/',
      'http://creativecommons.org.evil.example/licenses/by/4.0/',
    ]) {
      expect(reusabilityOf(uri)).toBe('uncategorized');
    }
  });
});
