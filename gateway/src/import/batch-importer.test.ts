import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cachedLookup } from '../convert/entity-lookup';
import type { EntityDoc } from '../edm/entity-types';
import { openStore } from '../store/store';
import { convertBatch, writeBatch, type ConvertedBatch } from './batch-importer';
import { RunIds } from './repeated-ids';

describe('convertBatch', () => {
  it('parses a line that starts with a UTF-8 byte order mark', () => {
    const line = JSON.stringify({
      id: 'http://data.europeana.eu/agent/1',
      type: 'Agent',
      prefLabel: { en: 'Ada' },
    });
    const batch = convertBatch(
      [{ lineNo: 1, text: `\uFEFF${line}` }],
      cachedLookup(() => undefined),
    );
    expect(batch.errors).toEqual([]);
    expect(batch.entities).toHaveLength(1);
  });

  it('drops control characters but tabs and line breaks, escaped or raw', () => {
    const line =
      String.raw`{"id":"http://data.europeana.eu/agent/3","type":"Agent","prefLabel":{"en":"a\u001b[31m b\u0007\u0000 c\b\f d` +
      '\u0085\u007f' +
      String.raw` e\tf\ng"}}`;
    const batch = convertBatch(
      [{ lineNo: 1, text: line }],
      cachedLookup(() => undefined),
    );
    expect(batch.errors).toEqual([]);
    expect(batch.entities[0]!.doc.prefLabel).toEqual({ en: 'a[31m b c d e\tf\ng' });
  });

  it('replaces a lone surrogate the JSON spells with U+FFFD, and keeps pairs', () => {
    const line = String.raw`{"id":"http://data.europeana.eu/agent/2","type":"Agent","prefLabel":{"en":"lone \ud800 high, \udc00 low, pair \ud83c\udfa8"}}`;
    const batch = convertBatch(
      [{ lineNo: 1, text: line }],
      cachedLookup(() => undefined),
    );
    expect(batch.errors).toEqual([]);
    expect(batch.entities[0]!.doc.prefLabel).toEqual({
      en: 'lone \uFFFD high, \uFFFD low, pair \u{1F3A8}',
    });
  });
});

describe('convertBatch messages', () => {
  it('escapes the control characters of the input they quote', () => {
    const batch = convertBatch(
      [
        { lineNo: 1, text: '\u001b[31mRED\u001b[0m' },
        { lineNo: 2, error: 'text \u009b2J' },
      ],
      cachedLookup(() => undefined),
    );
    expect(batch.errors).toHaveLength(2);
    const controls = (text: string): string[] =>
      [...text].filter((c) => c < '\u0020' || (c >= '\u007f' && c <= '\u009f'));
    for (const { message } of batch.errors) expect(controls(message)).toEqual([]);
    expect(batch.errors[0]!.message).toMatch(/^invalid JSON: Unexpected token '\\u001b'/);
  });
});

describe('writeBatch', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'batch-importer-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const entity = (n: number, type: unknown = 'Agent'): ConvertedBatch['entities'][number] => ({
    doc: {
      id: `http://data.europeana.eu/agent/${n}`,
      type,
      prefLabel: { en: `A${n}` },
    } as EntityDoc,
    aliases: [],
    lineNo: n,
  });

  it('loses only the entity the store refuses, reported on its line; the others are written', () => {
    const store = openStore({ dataDir: dir });
    try {
      // A type SQLite cannot bind: a failure the conversion did not foresee.
      const batch = {
        entities: [entity(1), entity(2, { bad: true }), entity(3)],
        items: [],
        errors: [],
      };
      const result = writeBatch(store, batch);
      expect(result.entities).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
      expect(result.errors).toEqual([{ lineNo: 2, message: expect.stringMatching(/parameter/) }]);
      expect(store.entities.count()).toBe(2);
      expect(store.entities.get('http://data.europeana.eu/agent/3')).toBeDefined();
    } finally {
      store.close();
    }
  });

  it('notes a repeated id once when the batch is written again record by record', () => {
    const store = openStore({ dataDir: dir });
    try {
      const ids = new RunIds();
      ids.startFile('/in/entities.ndjson');
      const again = { ...entity(1), lineNo: 3 };
      again.doc = { ...again.doc, prefLabel: { en: 'Later' } };
      const batch = {
        entities: [entity(1), entity(2, { bad: true }), again],
        items: [],
        errors: [],
      };
      const result = writeBatch(store, batch, Date.now(), ids);
      expect(result.repeats).toEqual([
        {
          lineNo: 3,
          message: 'id http://data.europeana.eu/agent/1 repeats line 1; the later record is kept',
        },
      ]);
      expect(result.errors.map((e) => e.lineNo)).toEqual([2]);
      expect(store.entities.get('http://data.europeana.eu/agent/1')!.prefLabel).toEqual({
        en: 'Later',
      });
    } finally {
      store.close();
    }
  });
});
