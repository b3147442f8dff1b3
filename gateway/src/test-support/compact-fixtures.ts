import { compactToEdm, type CompactRecord } from '../convert/compact-record';
import { cachedLookup } from '../convert/entity-lookup';
import type { EntityDoc } from '../edm/entity-types';
import type { Store } from '../store/store';

const AGENT = 'http://data.europeana.eu/agent/60305';
const CONCEPT = 'http://data.europeana.eu/concept/190';

export const FIXTURE_ENTITIES: EntityDoc[] = [
  {
    id: AGENT,
    type: 'Agent',
    prefLabel: { en: 'Rembrandt', nl: 'Rembrandt van Rijn', de: 'Rembrandt' },
    altLabel: { en: ['Rembrandt Harmenszoon van Rijn'] },
  },
  { id: CONCEPT, type: 'Concept', prefLabel: { en: 'Art', fr: 'Art', de: 'Kunst' } },
];

const base = (n: number, extra: Partial<CompactRecord>): CompactRecord => ({
  id: `/9200${n % 3}/item_${n}`,
  type: 'IMAGE',
  title: { en: [`Item ${n}`] },
  dataProvider: 'Museum A',
  provider: 'Aggregator',
  country: 'Netherlands',
  rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
  yearStart: 1600 + n,
  timestampCreated: new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString(),
  timestampUpdate: new Date(Date.UTC(2024, 0, 1) - n * 86_400_000).toISOString(),
  ...extra,
});

/**
 * A small, fully known collection for query semantics: every test can state exactly which ids
 * a query must return.
 */
export const FIXTURE_RECORDS: CompactRecord[] = [
  base(1, {
    title: { en: ['The Night Watch'], nl: ['De Nachtwacht'] },
    description: { en: ['A militia company portrait'] },
    creator: { def: [AGENT] },
    subject: { def: [CONCEPT], en: ['militia'] },
    themes: ['art'],
    media: [{ url: 'local:night-watch.jpg', mimeType: 'image/jpeg', width: 2000, height: 1670 }],
    tags: [{ en: 'soldiers' }],
  }),
  base(2, {
    title: { en: ['Self-portrait with beret'], fr: ['Autoportrait au béret'] },
    creator: { def: [AGENT] },
    themes: ['art'],
    media: [
      { url: 'https://example.org/self.jpg', mimeType: 'image/jpeg', width: 600, height: 800 },
    ],
  }),
  base(3, {
    type: 'TEXT',
    title: { en: ['Watch repair manual'], de: ['Uhrreparatur Handbuch'] },
    description: { de: ['Über Uhren und Zeit'] },
    country: 'Germany',
    rights: 'http://rightsstatements.org/vocab/InC/1.0/',
    themes: ['manuscript'],
  }),
  base(4, {
    type: 'SOUND',
    title: { en: ['Night music'] },
    creator: { en: ['Anonymous'] },
    rights: 'http://creativecommons.org/licenses/by-nc/4.0/',
    media: [{ url: 'https://example.org/night.mp3', mimeType: 'audio/mpeg' }],
    transcription: { language: 'en', value: 'la la la' },
  }),
  base(5, {
    title: { en: ['Landscape with a windmill'] },
    description: { en: ['Jean-Paul painted the mill at night'] },
    country: 'France',
    yearStart: 1700,
    yearEnd: 1702,
  }),
  base(6, { title: { en: ['Portrait of a woman'] }, creator: { en: ['Unknown'] }, contentTier: 1 }),
];

export function loadFixture(store: Store, records = FIXTURE_RECORDS): void {
  store.entities.upsertMany(
    FIXTURE_ENTITIES.map((doc) => ({ doc })),
    'import',
  );
  const lookup = cachedLookup((uri) => store.entities.get(uri));
  store.items.upsertMany(
    records.map((r) => ({ ...compactToEdm(r, lookup), source: 'seed' as const })),
  );
}
