import { cachedLookup } from '../convert/entity-lookup';
import { convertBatch } from './batch-importer';

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
});
