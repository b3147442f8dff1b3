import type { EntityLookup, ResolvedEntity } from '../convert/entity-lookup';
import { museumEntityUri } from '../convert/museum-entity';
import { buildPlaceNames } from '../convert/place-names';
import type { EdmRecord } from '../edm/types';
import { withDerivedLinks } from '../store/prepare-item';
import { relinkedRecord } from './relink-items';

const KENT = museumEntityUri('place', 'tate:place/kent');
const LONDON_UK = museumEntityUri('place', 'tate:place/london-united-kingdom');
const LONDON_CA = museumEntityUri('place', 'tate:place/london-canada');
const KEPT = museumEntityUri('agent', 'cmoa:parties/1');
const ALIAS = museumEntityUri('agent', 'tate:artist/1');
const ORGANISATION = museumEntityUri('organization', 'org:tate');

/** A lookup of stored entities: each URI given is one, embedded as `{ about, stored: true }`. */
function lookupOf(uris: string[]): EntityLookup {
  return (uri) => {
    if (!uris.includes(uri)) return undefined;
    const kind = /\/(agent|place|concept|organization)\//.exec(uri)?.[1];
    const cls =
      { agent: 'agents', place: 'places', concept: 'concepts' }[kind ?? ''] ?? 'organizations';
    return { cls, entity: { about: uri, stored: true } } as unknown as ResolvedEntity;
  };
}

/** A museum record as the converter stores it: creator and place texts with their links. */
function record(creators: string[], places: { texts: string[]; links: string[] }): EdmRecord {
  return {
    about: '/1/1',
    type: 'IMAGE',
    proxies: [
      {
        about: '/proxy/provider/1/1',
        europeanaProxy: false,
        dcTitle: { en: ['Work 1'] },
        dcCreator: { def: creators, en: ['Joan Miro'] },
        dctermsSpatial: { ...(places.links.length ? { def: places.links } : {}), en: places.texts },
      },
      { about: '/proxy/europeana/1/1', europeanaProxy: true },
    ],
    agents: creators.map((about) => ({ about, own: true })),
    ...(places.links.length ? { places: places.links.map((about) => ({ about, own: true })) } : {}),
    organizations: [{ about: ORGANISATION }],
    timestamp_update: '2026-11-01T00:00:00.000Z',
    timestamp_update_epoch: 1,
  } as unknown as EdmRecord;
}

const names = buildPlaceNames([
  { uri: KENT, label: 'Kent' },
  { uri: LONDON_UK, label: 'London, United Kingdom' },
  { uri: LONDON_UK, label: 'London' },
]);

describe('relinkedRecord', () => {
  it('leaves a record linked as a conversion now would link it', () => {
    const linked = record([KEPT], { texts: ['Kent'], links: [KENT] });
    const lookup = lookupOf([KEPT, KENT]);
    expect(
      relinkedRecord(linked, { placeNames: names, agentMerges: new Map([[ALIAS, KEPT]]) }, lookup),
    ).toBeUndefined();
  });

  it('links the places its texts name now, embedding their stored form', () => {
    const stored = record([KEPT], { texts: ['Kent', 'River Medway'], links: [] });
    const change = relinkedRecord(stored, { placeNames: names }, lookupOf([KEPT, KENT]))!;
    expect(change.record.proxies[0]!.dctermsSpatial).toEqual({
      def: [KENT],
      en: ['Kent', 'River Medway'],
    });
    expect(change.record.places).toEqual([{ about: KENT, stored: true }]);
    // Entities it linked before stay as they were embedded.
    expect(change.record.agents).toEqual([{ about: KEPT, own: true }]);
    expect(change.record.organizations).toEqual([{ about: ORGANISATION }]);
    expect(change.derived).toEqual([KENT]);
    // The classes where a conversion puts them: after the rest, in their order, before the times.
    expect(Object.keys(change.record)).toEqual([
      'about',
      'type',
      'proxies',
      'agents',
      'places',
      'organizations',
    ]);
    // Its update time is the write's.
    expect(change.record.timestamp_update).toBeUndefined();
    expect(change.record.timestamp_update_epoch).toBeUndefined();
  });

  it('orders the places as its texts name them, as a conversion does', () => {
    const stored = record([], { texts: ['London', 'Kent'], links: [KENT] });
    const change = relinkedRecord(stored, { placeNames: names }, lookupOf([KENT, LONDON_UK]))!;
    expect(change.record.proxies[0]!.dctermsSpatial).toMatchObject({ def: [LONDON_UK, KENT] });
    expect(change.record.places?.map((place) => place.about)).toEqual([LONDON_UK, KENT]);
    expect(change.derived).toEqual([LONDON_UK, KENT]);
  });

  it('drops a place its text no longer names alone, as a later place of the name makes it ambiguous', () => {
    const stored = record([], { texts: ['London'], links: [LONDON_UK] });
    const both = buildPlaceNames([
      { uri: LONDON_UK, label: 'London' },
      { uri: LONDON_CA, label: 'London' },
    ]);
    const change = relinkedRecord(stored, { placeNames: both }, lookupOf([LONDON_UK, LONDON_CA]))!;
    expect(change.record.proxies[0]!.dctermsSpatial).toEqual({ en: ['London'] });
    expect(change.record.places).toBeUndefined();
    expect(change.derived).toEqual([]);
  });

  it('links the kept agent for a merged one, once, and embeds it in its stored form', () => {
    const stored = record([ALIAS, KEPT], { texts: [], links: [] });
    const change = relinkedRecord(
      stored,
      { agentMerges: new Map([[ALIAS, KEPT]]) },
      lookupOf([KEPT]),
    )!;
    expect(change.record.proxies[0]!.dcCreator).toEqual({ def: [KEPT], en: ['Joan Miro'] });
    // The kept agent was linked before: it stays as it was embedded; the merged one goes.
    expect(change.record.agents).toEqual([{ about: KEPT, own: true }]);
    expect(change.derived).toEqual([KEPT]);
  });

  it('embeds a linked entity stored after the item once entities were added', () => {
    const MOVEMENT = museumEntityUri('concept', 'tate:movement/1');
    const stored = record([KEPT], { texts: [], links: [] });
    (stored.proxies[0] as Record<string, unknown>).dcSubject = { def: [MOVEMENT] };
    const lookup = lookupOf([KEPT, MOVEMENT]);
    expect(relinkedRecord(stored, {}, lookup)).toBeUndefined();
    const change = relinkedRecord(stored, { entitiesAdded: true }, lookup)!;
    expect(change.record.concepts).toEqual([{ about: MOVEMENT, stored: true }]);
    expect(change.record.agents).toEqual([{ about: KEPT, own: true }]);
    // Not a link found by name: the line's hash does not change for it.
    expect(change.derived).toEqual([]);
  });

  it('reads place texts only when places changed', () => {
    const stored = record([], { texts: ['Kent'], links: [] });
    expect(
      relinkedRecord(stored, { agentMerges: new Map([[ALIAS, KEPT]]) }, lookupOf([KENT])),
    ).toBeUndefined();
  });
});

describe('withDerivedLinks', () => {
  it('gives a line’s hash with other links found in the store', () => {
    const plain = 's8.abc123.456';
    const withKent = withDerivedLinks(plain, [KENT])!;
    expect(withKent).toMatch(/^s8\.abc123\.456\.[0-9a-z]+$/);
    expect(withDerivedLinks(withKent, [])).toBe(plain);
    expect(withDerivedLinks(withKent, [KENT])).toBe(withKent);
    expect(withDerivedLinks(withKent, [KEPT])).not.toBe(withKent);
  });

  it('has none for a hash of no line', () => {
    expect(withDerivedLinks('f0123456789abcdef', [KENT])).toBeUndefined();
  });
});
