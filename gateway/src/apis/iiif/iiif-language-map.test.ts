import { RecordView } from '../../edm/record-view';
import type { EdmRecord, LangMap } from '../../edm/types';
import { firstValue, toIiifLangMap } from './iiif-language-map';

/** JSON.parse, as records arrive: `__proto__` is an own key there, not the prototype. */
const parse = <T>(json: string): T => JSON.parse(json) as T;

const AGENT = 'http://data.europeana.eu/agent/1';
const record = parse<EdmRecord>(
  `{"about":"/1/a","agents":[{"about":"${AGENT}","prefLabel":{"toString":"Rembrandt","__proto__":"Rembrandt van Rijn","en":"Rembrandt"}}]}`,
);
const view = new RecordView(record);

describe('IIIF language maps', () => {
  it('keeps untagged values as none and replaces entity URIs by their labels', () => {
    const map = toIiifLangMap(view, { def: ['a', AGENT], en: ['b'] })!;
    expect(Object.entries(map)).toEqual([
      ['none', ['a']],
      ['toString', ['Rembrandt']],
      ['__proto__', ['Rembrandt van Rijn']],
      ['en', ['Rembrandt', 'b']],
    ]);
  });

  it('keeps languages named like Object.prototype members as languages', () => {
    const map = toIiifLangMap(
      view,
      parse<LangMap>(
        '{"constructor":["ctor only"],"toString":["str only"],"__proto__":["proto only"],"en":["zzrecL1"]}',
      ),
    )!;
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.entries(map)).toEqual([
      ['constructor', ['ctor only']],
      ['toString', ['str only']],
      ['__proto__', ['proto only']],
      ['en', ['zzrecL1']],
    ]);
    expect(firstValue(map)).toBe('zzrecL1');
  });

  it('takes entity labels in such languages', () => {
    const map = toIiifLangMap(view, parse<LangMap>(`{"def":["${AGENT}"],"toString":["x"]}`))!;
    expect(Object.entries(map)).toEqual([
      ['toString', ['Rembrandt', 'x']],
      ['__proto__', ['Rembrandt van Rijn']],
      ['en', ['Rembrandt']],
    ]);
  });
});
