import type { LanguageMap } from './language-map';
import { resolveEntities, type RecordEntity } from './record-entities';

describe('resolving entities in language maps', () => {
  const paris: RecordEntity = { about: 'http://x/paris', prefLabel: { fr: ['Paris'] } };
  const entities = new Map([[paris.about, paris]]);

  it('replaces untagged URIs of embedded entities and keeps everything else', () => {
    expect(
      resolveEntities({ def: ['http://x/paris', 'http://x/other'], en: ['x'] }, entities),
    ).toEqual({ def: [paris, 'http://x/other'], en: ['x'] });
  });

  it('keeps languages named like Object.prototype members as languages', () => {
    // JSON.parse, as records arrive: `__proto__` is an own key there, not the prototype.
    const map = JSON.parse(
      '{"constructor":["ctor only"],"toString":["str only"],"__proto__":["proto only"],"def":["http://x/paris"]}',
    ) as LanguageMap;
    const resolved = resolveEntities(map, entities);
    expect(Object.getPrototypeOf(resolved)).toBe(Object.prototype);
    expect(Object.entries(resolved)).toEqual([
      ['constructor', ['ctor only']],
      ['toString', ['str only']],
      ['__proto__', ['proto only']],
      ['def', [paris]],
    ]);
  });
});
