import { noEntities } from '../convert/entity-lookup';
import { convertValue } from './classify';

const agent = (fields: Record<string, unknown>): ReturnType<typeof convertValue> =>
  convertValue(
    {
      id: 'http://data.europeana.eu/agent/900002',
      type: 'Agent',
      prefLabel: { en: 'Ada' },
      ...fields,
    },
    noEntities,
  );

const docOf = (fields: Record<string, unknown>): Record<string, unknown> => {
  const converted = agent(fields);
  if (converted.kind !== 'entity') throw new Error('not an entity');
  return converted.doc;
};

describe('Entity API document shapes', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a number sameAs', { sameAs: 5 }, 'sameAs: expected a string or a list of strings, got 5'],
    ['a sameAs of non-strings', { sameAs: [null, 5] }, 'sameAs: expected a string or a list'],
    ['a number hiddenLabel', { hiddenLabel: 5 }, 'hiddenLabel: expected a string or a list'],
    ['a hiddenLabel of numbers', { hiddenLabel: [1] }, 'hiddenLabel: expected a string or a list'],
    ['a number note', { note: 5 }, 'note: expected a language map ({"en": ["…"]}), got 5'],
    ['a number in a note', { note: { en: 5 } }, 'note.en: expected a string or a list of strings'],
    ['a second bad language', { note: { en: ['a'], fr: 5 } }, 'note.fr: expected a string'],
    ['a note of objects', { note: { en: [1, {}] } }, 'note.en: expected a string or a list'],
    ['a list altLabel', { altLabel: ['x'] }, 'altLabel: expected a language map'],
    ['a number acronym', { acronym: 5 }, 'acronym: expected a language map'],
    ['a number isPartOf', { isPartOf: 5 }, 'isPartOf: expected a string or a list of strings'],
  ])('rejects an agent with %s, naming the field', (_what, fields, message) => {
    expect(() => agent(fields)).toThrow(message);
  });

  it('takes a lone string where the contract has a list as a list of one, not of characters', () => {
    const doc = docOf({
      sameAs: 'http://x',
      hiddenLabel: 'Hidden',
      altLabel: { en: 'Alt', de: ['Eins', 'Zwei'] },
      note: { en: 'A note' },
    });
    expect(doc.sameAs).toEqual(['http://x']);
    expect(doc.hiddenLabel).toEqual(['Hidden']);
    expect(doc.altLabel).toEqual({ en: ['Alt'], de: ['Eins', 'Zwei'] });
    expect(doc.note).toEqual({ en: ['A note'] });
  });

  it('keeps the shapes of the real Entity API (the Matthew Paris sample) as they are', () => {
    const fields = {
      sameAs: ['http://viaf.org/viaf/34451801'],
      altLabel: { cs: ['Matthew of Westminster'] },
      note: { de: ['Heraldiker'] },
      dateOfBirth: '1200-01-01',
      placeOfBirth: 'http://data.europeana.eu/place/178373',
    };
    expect(docOf(fields)).toMatchObject(fields);
  });

  it('keeps a language key named like an Object.prototype member as a key', () => {
    const doc = docOf(JSON.parse('{"altLabel": {"__proto__": "p", "constructor": ["c"]}}'));
    expect(Object.getPrototypeOf(doc.altLabel)).toBe(Object.prototype);
    expect(Object.entries(doc.altLabel as object)).toEqual([
      ['__proto__', ['p']],
      ['constructor', ['c']],
    ]);
  });
});
