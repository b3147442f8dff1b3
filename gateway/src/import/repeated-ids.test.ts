import type { EntityDoc } from '../edm/entity-types';
import type { WritableItem } from '../store/items-repository';
import { RunIds } from './repeated-ids';

const item = (id: string, lineNo: number) => ({
  prepared: { derived: { id } } as WritableItem,
  lineNo,
});
const entity = (id: string, lineNo: number) => ({
  doc: { id, type: 'Agent' } as EntityDoc,
  aliases: [],
  lineNo,
});

describe('RunIds', () => {
  it('names the line a repeat replaces: the last one with the id, in this file or another', () => {
    const ids = new RunIds();
    ids.startFile('/in/first.ndjson');
    expect(ids.note({ items: [item('/1/a', 1), item('/1/b', 2)], entities: [] })).toEqual([]);
    expect(ids.note({ items: [item('/1/a', 7)], entities: [] })).toEqual([
      { lineNo: 7, message: 'id /1/a repeats line 1; the later record is kept' },
    ]);
    ids.startFile('/in/second.ndjson');
    expect(ids.note({ items: [item('/1/a', 3), item('/1/a', 4)], entities: [] })).toEqual([
      { lineNo: 3, message: 'id /1/a repeats first.ndjson:7; the later record is kept' },
      { lineNo: 4, message: 'id /1/a repeats line 3; the later record is kept' },
    ]);
  });

  it('keeps items and entities apart, and gives a batch its notes in line order', () => {
    const ids = new RunIds();
    ids.startFile('/in/mixed.ndjson');
    const agent = 'http://data.europeana.eu/agent/1';
    expect(ids.note({ items: [item(agent, 1)], entities: [entity(agent, 2)] })).toEqual([]);
    expect(ids.note({ items: [item(agent, 3)], entities: [entity(agent, 4)] })).toEqual([
      { lineNo: 3, message: `id ${agent} repeats line 1; the later record is kept` },
      { lineNo: 4, message: `id ${agent} repeats line 2; the later record is kept` },
    ]);
  });

  it('cuts a very long id short in its message', () => {
    const ids = new RunIds();
    ids.startFile('/in/long.ndjson');
    const id = `/1/${'x'.repeat(1000)}`;
    ids.note({ items: [item(id, 1)], entities: [] });
    const [note] = ids.note({ items: [item(id, 2)], entities: [] });
    expect(note!.message).toBe(`id ${id.slice(0, 200)}… repeats line 1; the later record is kept`);
  });
});
