import { RecordView } from './record-view';
import { buildSearchDoc } from './search-doc';
import type { EdmRecord } from './types';

const FACTS = { type: 'TEXT', timestampCreated: 0, timestampUpdate: 0, completeness: 1 };
const AGENT = 'http://data.europeana.eu/agent/1';

describe('search documents', () => {
  it('keeps languages named like Object.prototype members as languages', () => {
    // As an import reads record.json: `__proto__` is an own key there, not the prototype.
    const record = JSON.parse(`{
      "about": "/1/odd",
      "type": "TEXT",
      "proxies": [{
        "about": "/proxy/provider/1/odd",
        "dcTitle": {"constructor": ["ctor only"], "toString": ["str only"], "en": ["zzrecL1"]},
        "dcCreator": {"def": ["${AGENT}"], "__proto__": ["proto creator"]}
      }],
      "agents": [{"about": "${AGENT}", "prefLabel": {"toString": ["Rembrandt"]}}]
    }`) as EdmRecord;
    const doc = buildSearchDoc(new RecordView(record), FACTS);
    expect(Object.entries(doc.dcTitleLangAware as object)).toEqual([
      ['constructor', ['ctor only']],
      ['toString', ['str only']],
      ['en', ['zzrecL1']],
    ]);
    // every title, in the record's order (the Search API's `title` is not one language)
    expect(doc.title).toEqual(['ctor only', 'str only', 'zzrecL1']);
    const creator = doc.dcCreatorLangAware as object;
    expect(Object.getPrototypeOf(creator)).toBe(Object.prototype);
    expect(Object.entries(creator)).toEqual([
      ['def', [AGENT]],
      ['__proto__', ['proto creator']],
      ['toString', ['Rembrandt']],
    ]);
  });
});
