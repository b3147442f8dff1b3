import { allowsReuse, parseRightsStatement } from './record-rights';

describe('rights statements', () => {
  it('names Creative Commons licences and public domain tools', () => {
    expect(parseRightsStatement('http://creativecommons.org/licenses/by-nc-sa/3.0/')).toMatchObject(
      {
        id: 'CC_BY-NC-SA',
        version: '3.0',
        family: 'creativeCommons',
        reusability: 'restricted',
      },
    );
    expect(parseRightsStatement('https://creativecommons.org/licenses/by/4.0/')).toMatchObject({
      id: 'CC_BY',
      reusability: 'open',
    });
    expect(parseRightsStatement('http://creativecommons.org/publicdomain/mark/1.0/')).toMatchObject(
      {
        id: 'PDM',
        family: 'publicDomain',
        reusability: 'open',
      },
    );
    expect(parseRightsStatement('http://creativecommons.org/publicdomain/zero/1.0/').id).toBe(
      'CC0',
    );
  });

  it('names rightsstatements.org statements, whatever their case', () => {
    expect(parseRightsStatement('http://rightsstatements.org/vocab/InC/1.0/')).toMatchObject({
      id: 'InC',
      family: 'inCopyright',
      reusability: 'permission',
    });
    expect(parseRightsStatement('http://rightsstatements.org/vocab/noc-nc/1.0/')).toMatchObject({
      id: 'NoC-NC',
      family: 'publicDomain',
      reusability: 'restricted',
    });
    expect(
      parseRightsStatement('http://rightsstatements.org/page/InC-EDU/1.0/?language=en').id,
    ).toBe('InC-EDU');
  });

  it('knows the old europeana.eu statements and leaves anything else unknown', () => {
    expect(parseRightsStatement('http://www.europeana.eu/rights/rr-f/')).toMatchObject({
      id: 'europeana-rr-f',
      reusability: 'permission',
    });
    const unknown = parseRightsStatement('Copyright: GNM, 2000');
    expect(unknown).toMatchObject({ id: 'unknown', family: 'other', reusability: 'uncategorized' });
    expect(allowsReuse(unknown)).toBe(false);
    // A statement's path under another host, or after another scheme, names no statement.
    for (const uri of [
      'http://evil.example/creativecommons.org/publicdomain/zero/1.0/',
      'javascript:alert(1)//creativecommons.org/publicdomain/zero/1.0/',
      'http://rightsstatements.org.evil.example/vocab/InC/1.0/',
    ]) {
      expect(parseRightsStatement(uri)).toMatchObject({
        id: 'unknown',
        reusability: 'uncategorized',
      });
    }
    expect(parseRightsStatement('https://www.creativecommons.org/publicdomain/zero/1.0/').id).toBe(
      'CC0',
    );
    expect(
      allowsReuse(parseRightsStatement('http://creativecommons.org/licenses/by-nd/4.0/')),
    ).toBe(true);
  });
});
