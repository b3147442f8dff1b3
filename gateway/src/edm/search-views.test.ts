import { itemView, portalLink, recordLink, thumbnailUrl } from '../apis/search/item-view';
import { compactToEdm } from '../convert/compact-record';
import { cachedLookup } from '../convert/entity-lookup';
import { FIXTURE_ENTITIES, FIXTURE_RECORDS } from '../test-support/compact-fixtures';
import { deriveItem } from './derive';
import { recordBodyJson, shareEntityJson } from './record-json';
import { minimalItemJson, serializeSearchDoc } from './search-views';

describe('pre-serialised minimal view', () => {
  const lookup = cachedLookup((uri) => FIXTURE_ENTITIES.find((e) => e.id === uri));
  const ctx = {
    view: 'minimal' as const,
    facetsQuirk: false,
    lang: [],
    publicUrl: 'http://g',
    portalUrl: 'http://p',
    apiKey: 'k&1',
  };

  it.each(FIXTURE_RECORDS.map((r) => [r.id, r]))(
    '%s: spliced text equals the projected object, key order included',
    (_id, compact) => {
      const { record, hints } = compactToEdm(compact, lookup);
      const doc = deriveItem(record, hints).searchDoc;
      const text = minimalItemJson(serializeSearchDoc(doc).minimal, {
        preview: (source) => thumbnailUrl(ctx.publicUrl, source, doc.type),
        guid: portalLink(doc.id, ctx),
        link: recordLink(doc.id, ctx),
        score: 1.5,
      });
      expect(text).toBe(JSON.stringify(itemView(doc, 1.5, ctx)));
    },
  );
});

describe('serialisers', () => {
  const lookup = cachedLookup((uri) => FIXTURE_ENTITIES.find((e) => e.id === uri));
  it.each(FIXTURE_RECORDS.map((r) => [r.id, r]))(
    '%s: same text as JSON.stringify',
    (_id, compact) => {
      const { record, hints } = compactToEdm(compact, lookup);
      const withTimes = { ...record, timestamp_created: 'x', timestamp_update_epoch: 1 };
      const plain: Record<string, unknown> = { ...withTimes };
      for (const key of [
        'timestamp_created',
        'timestamp_created_epoch',
        'timestamp_update',
        'timestamp_update_epoch',
      ])
        delete plain[key];
      expect(recordBodyJson(withTimes)).toBe(JSON.stringify(plain));
      // The same text on a second call (entities are shared between records).
      expect(recordBodyJson(withTimes)).toBe(JSON.stringify(plain));
      const doc = deriveItem(record, hints).searchDoc;
      expect(serializeSearchDoc(doc).json).toBe(JSON.stringify(doc));
    },
  );
});

describe('recordBodyJson with shared entities', () => {
  const shared = {
    about: 'http://data.europeana.eu/agent/1',
    prefLabel: { en: ['A "quoted" name'] },
  };
  shareEntityJson(shared);
  const own = { about: 'http://data.europeana.eu/agent/2', prefLabel: { en: ['Own'] } };
  const base = { about: '/1/x', type: 'IMAGE', proxies: [], aggregations: [] };

  it('splices shared entities, mixed with unshared ones, as JSON.stringify would write them', () => {
    const record = { ...base, agents: [own, shared], concepts: [shared], timestamp_update: 'x' };
    const { timestamp_update: _t, ...plain } = record;
    expect(recordBodyJson(record)).toBe(JSON.stringify(plain));
  });

  it('keeps the key order when a key follows a spliced class', () => {
    const record = { ...base, agents: [shared], extra: { a: 1 }, places: [shared] };
    expect(recordBodyJson(record)).toBe(JSON.stringify(record));
  });

  it('writes a record of entities only', () => {
    const record = { agents: [shared] } as unknown as Parameters<typeof recordBodyJson>[0];
    expect(recordBodyJson(record)).toBe(JSON.stringify(record));
  });
});

describe('serializeSearchDoc', () => {
  it('leaves out keys without JSON text, like JSON.stringify', () => {
    const doc = {
      dcCreator: ['A'],
      edmPreview: ['u'],
      id: '/1/x',
      skipped: undefined,
      type: 'IMAGE',
    };
    const { json, minimal } = serializeSearchDoc(doc);
    expect(json).toBe(JSON.stringify(doc));
    expect(minimal).not.toContain('skipped');
    expect(minimalItemJson(minimal, { guid: 'g', link: 'l', score: 1 })).toBe(
      '{"dcCreator":["A"],"guid":"g","id":"/1/x","link":"l","score":1,"type":"IMAGE"}',
    );
  });
});
