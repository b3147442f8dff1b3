import { itemView, portalLink, recordLink, thumbnailUrl } from '../apis/search/item-view';
import { compactToEdm } from '../convert/compact-record';
import { cachedLookup } from '../convert/entity-lookup';
import { FIXTURE_ENTITIES, FIXTURE_RECORDS } from '../test-support/compact-fixtures';
import { deriveItem } from './derive';
import { recordBodyJson } from './record-json';
import { minimalItemJson, minimalViewParts, serializeSearchDoc } from './search-views';

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
      const text = minimalItemJson(minimalViewParts(doc), {
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
      expect(serializeSearchDoc(doc)).toEqual({
        json: JSON.stringify(doc),
        minimal: minimalViewParts(doc),
      });
    },
  );
});
