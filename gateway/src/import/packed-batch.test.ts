import { compactToEdm } from '../convert/compact-record';
import { noEntities } from '../convert/entity-lookup';
import { md5Hex } from '../edm/hash';
import { prepareItem } from '../store/prepare-item';
import { openStore } from '../store/store';
import type { ConvertedBatch } from './batch-importer';
import { FacetNumbering, FacetNumbers } from './facet-numbering';
import { packBatch } from './packed-batch';

const prepared = (id: string, title: string, description: string) =>
  prepareItem(
    {
      ...compactToEdm(
        {
          id,
          type: 'TEXT',
          title: { en: [title], el: ['Ἰλιάς'] },
          description: { ja: [description] },
          dataProvider: 'Museum',
          rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
          media: [{ url: `https://example.org${id}.jpg`, mimeType: 'image/jpeg' }],
        },
        noEntities,
      ),
      source: 'ndjson',
    },
    1_700_000_000_000,
  );

const batchOf = (...items: Array<ReturnType<typeof prepared>>): ConvertedBatch => ({
  entities: [],
  errors: [{ lineNo: 9, message: 'bad' }],
  items: items.map((p, i) => ({ prepared: p, lineNo: i + 1 })),
});

describe('packBatch', () => {
  const originals = [
    prepared('/1/a', 'Łódź – “quoted” \\ back', '源氏物語 𝄞 (a character outside the BMP)'),
    prepared('/1/b', 'Plain', ''),
  ];

  it('moves every JSON document into one transferable buffer, byte for byte', () => {
    const { batch, transfer } = packBatch(batchOf(...originals), new FacetNumbering());
    expect(transfer).toHaveLength(1);
    expect(batch.errors).toEqual([{ lineNo: 9, message: 'bad' }]);
    const decode = (bytes: unknown) => {
      expect(bytes).toBeInstanceOf(Uint8Array);
      const view = bytes as Uint8Array;
      expect(view.buffer).toBe(transfer[0]);
      return new TextDecoder().decode(view);
    };
    batch.items.forEach(({ prepared: p, lineNo }, i) => {
      const original = originals[i]!;
      expect(lineNo).toBe(i + 1);
      expect(decode(p.body)).toBe(original.body);
      expect(decode(p.searchJson)).toBe(original.searchJson);
      expect(decode(p.minimalJson)).toBe(original.minimalJson);
      expect(p.derived).toEqual({ ...original.derived, facets: [] });
    });
  });

  it('sends facet values as numbers, announcing each pair once per worker', () => {
    const numbering = new FacetNumbering();
    const first = packBatch(batchOf(...originals), numbering).batch;
    const pairs = new Map(
      originals.flatMap((p) => p.derived.facets.map(([f, v]) => [`${f}=${v}`, [f, v]])),
    );
    expect(first.facetValues).toHaveLength(pairs.size);
    const numbers = new FacetNumbers();
    numbers.learn(first.facetValues!);
    first.items.forEach(({ prepared: p }, i) => {
      const ids = Array.from(p.facetIds!);
      expect(ids.map((id) => [numbers.field(id), numbers.key(id, (_f, v) => v.length)])).toEqual(
        originals[i]!.derived.facets.map(([f, v]) => [f, v.length]),
      );
    });
    const again = packBatch(batchOf(...originals), numbering).batch;
    expect(again.facetValues).toEqual([]);
    expect(again.items.map((i) => i.prepared.facetIds)).toEqual(
      first.items.map((i) => i.prepared.facetIds),
    );
  });

  it('is written by the store exactly as the string form is, and stored as text', () => {
    const stored = (write: (store: ReturnType<typeof openStore>) => void) => {
      const store = openStore({ dataDir: ':memory:' });
      try {
        write(store);
        return store.db
          .prepare(
            `SELECT id, record_json, search_json, minimal_json, typeof(record_json) AS t1,
             typeof(search_json) AS t2, typeof(minimal_json) AS t3,
             (SELECT group_concat(url_md5) FROM media m WHERE m.item_key = i.item_key) AS md5s,
             (SELECT group_concat(v.field || '=' || v.value, '|') FROM item_facets f
               JOIN facet_values v USING (value_key) WHERE f.item_key = i.item_key) AS facets
             FROM items i ORDER BY id`,
          )
          .all();
      } finally {
        store.close();
      }
    };
    const asStrings = stored((store) => originals.forEach((p) => store.items.write(p)));
    const asBytes = stored((store) => {
      const { batch } = packBatch(batchOf(...originals), new FacetNumbering());
      const numbers = new FacetNumbers();
      numbers.learn(batch.facetValues!);
      for (const { prepared: p } of batch.items) store.items.write({ ...p, facetSource: numbers });
    });
    expect(asBytes).toEqual(asStrings);
    expect(asBytes[0]).toMatchObject({
      t1: 'text',
      t2: 'text',
      t3: 'text',
      md5s: md5Hex('https://example.org/1/a.jpg'),
    });
    const record = JSON.parse((asBytes[0] as { record_json: string }).record_json);
    expect(record.title).toEqual(['Łódź – “quoted” \\ back', 'Ἰλιάς']);
    expect(record.timestamp_update_epoch).toBe(1_700_000_000_000);
  });

  it('refuses a batch that is already packed', () => {
    const { batch } = packBatch(batchOf(originals[1]!), new FacetNumbering());
    expect(() => packBatch(batch, new FacetNumbering())).toThrow(/already packed/);
  });
});
