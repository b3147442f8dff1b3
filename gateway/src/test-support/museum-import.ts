import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { datasetIdFor, recordId } from '../edm/ids';
import { openStore, type Store } from '../store/store';

/** The two museums of the shared data, by the prefix of their ids. */
export type MuseumProvider = 'tate' | 'cmoa';

/**
 * A museum item line in the shape of the shared data (`items.ndjson.gz`), number `n` of
 * `provider`, with `fields` (its creators, its places...) added.
 */
export function museumItemLine(
  provider: MuseumProvider,
  n: number,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: `${provider}:artwork/${n}`,
    source_id: n,
    title: `Work ${n}`,
    edm_type: 'IMAGE',
    data_provider: provider === 'tate' ? 'Tate' : 'Carnegie Museum of Art',
    data_provider_id: `org:${provider}`,
    language: 'en',
    ...fields,
  };
}

/** The record id {@link museumItemLine}'s item is stored under. */
export function museumItemId(provider: MuseumProvider, n: number): string {
  return recordId(datasetIdFor(`org:${provider}`), String(n));
}

/** A temporary folder for import files and the store they are imported into. */
export class ImportFolder {
  readonly dir: string;
  readonly dataDir: string;

  constructor(prefix: string) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    this.dataDir = path.join(this.dir, 'data');
  }

  /** Writes an NDJSON file of `lines` (objects are serialised, strings written as they are). */
  write(name: string, lines: readonly unknown[]): string {
    const file = path.join(this.dir, name);
    fs.writeFileSync(
      file,
      lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n'),
    );
    return file;
  }

  /** Reads the store while no import holds it open. */
  withStore<T>(read: (store: Store) => T): T {
    const store = openStore({ dataDir: this.dataDir });
    try {
      return read(store);
    } finally {
      store.close();
    }
  }

  /** The ids of the stored items with this facet value (`edm_agent`, `edm_place`...), sorted. */
  itemsWithFacet(facet: string, value: string): string[] {
    return this.withStore((store) =>
      store.items
        .keysWithFacet(facet, value)
        .map((key) => store.items.getByKey(key)!.record.about)
        .sort(),
    );
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
