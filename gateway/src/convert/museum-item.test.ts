import { convertValue } from '../import/classify';
import { prepareItem } from '../store/prepare-item';
import { cachedLookup, noEntities, withPlaceNames, withStoreNames } from './entity-lookup';
import { museumEntityUri } from './museum-entity';
import { museumItemThemes, museumItemToEdm, type MuseumItem } from './museum-item';
import { buildPlaceNames } from './place-names';

/** A minimal museum item line of the shared data's shape. */
function item(fields: Record<string, unknown> = {}): MuseumItem {
  return {
    id: 'tate:artwork/1',
    source_id: 1,
    title: 'A work',
    edm_type: 'IMAGE',
    data_provider: 'Tate',
    data_provider_id: 'org:tate',
    ...fields,
  } as MuseumItem;
}

function years(record: ReturnType<typeof museumItemToEdm>): string[] | undefined {
  return record.year;
}

describe('museum item years', () => {
  it('expands a short year span into one value per year', () => {
    expect(years(museumItemToEdm(item({ year_start: 1870, year_end: 1873 }), noEntities))).toEqual([
      '1870',
      '1871',
      '1872',
      '1873',
    ]);
  });

  it('keeps only the start year of a span longer than 50 years', () => {
    expect(years(museumItemToEdm(item({ year_start: 1800, year_end: 1900 }), noEntities))).toEqual([
      '1800',
    ]);
  });

  it.each([10000000000000000, 1e308, 2 ** 53, -1e16, 10001, 1800.5, Infinity])(
    'rejects year_start %p with a clear message instead of looping',
    (year) => {
      expect(() => museumItemToEdm(item({ year_start: year }), noEntities)).toThrow(
        /^year_start: expected a whole year between -10000 and 10000/,
      );
    },
  );

  it('rejects an out-of-range year_end', () => {
    expect(() => museumItemToEdm(item({ year_start: 1800, year_end: 1e308 }), noEntities)).toThrow(
      /^year_end: expected a whole year/,
    );
  });
});

describe('museum item record ids', () => {
  const idOf = (source_id: unknown): string =>
    museumItemToEdm(item({ source_id }), noEntities).about;

  it('keeps the record id of a plain source id', () => {
    expect(idOf(1035)).toMatch(/^\/9\d{5}\/1035$/);
  });

  it('does not merge items whose source ids differ only in punctuation or accents', () => {
    const ids = ['café', 'cafè', 'caf', 'x-1', 'x.1', 'x 1', '🎨'].map(idOf);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(['', '   ', null, true, { a: 1 }, [1]])('rejects source_id %p', (source_id) => {
    expect(() => idOf(source_id)).toThrow(/^source_id: expected a non-empty string or a number/);
  });

  it('rejects a blank id', () => {
    expect(() => museumItemToEdm(item({ id: '' }), noEntities)).toThrow(
      /^id: expected a non-empty string/,
    );
  });
});

describe('museum item field types', () => {
  it.each<[string, unknown, RegExp]>([
    ['title', 123, /^title: expected a string, got 123$/],
    ['creators', 'Robert Blake', /^creators: expected a list of creators/],
    ['creators', [null, 5, 'x'], /^creators\[0\]: expected an object, got null$/],
    ['creators', [{ id: 'tate:artist/1', name: 7 }], /^creators\[0\]\.name: expected a string/],
    ['creators', [{ name: 'A', birth_year: 'x' }], /^creators\[0\]\.birth_year: expected a whole/],
    ['year_start', 'eighteen hundred', /^year_start: expected a whole year/],
    ['subjects', 'landscape', /^subjects: expected a list of strings, got "landscape"$/],
    ['subject_ids', '123', /^subject_ids: expected a list of strings/],
    ['movement_ids', [1, 2], /^movement_ids\[0\]: expected a string, got 1$/],
    ['additional_images', { url: 'x' }, /^additional_images: expected a list of images/],
    ['additional_images', [{ url: 5 }], /^additional_images\[0\]\.url: expected a string/],
    ['edm_type', 5, /^edm_type: expected a string, got 5$/],
    ['edm_type', 'SOUND', /^edm_type: expected IMAGE or VIDEO, got "SOUND"$/],
    ['language', 7, /^language: expected a string, got 7$/],
    ['catalogue_group', 'grp', /^catalogue_group: expected an object \{id, title\}/],
    ['image_url', 42, /^image_url: expected a string, got 42$/],
    ['timespan_id', 7, /^timespan_id: expected a string/],
    ['data_provider', ['a'], /^data_provider: expected a string, got \["a"\]$/],
    ['width', 'wide', /^width: expected a number, got "wide"$/],
  ])('rejects %s = %j with a message naming the field', (field, value, message) => {
    expect(() => museumItemToEdm(item({ [field]: value }), noEntities)).toThrow(message);
  });

  it('takes a null field as absent', () => {
    const record = museumItemToEdm(
      item({ height: null, year_start: null, country: null, creators: null }),
      noEntities,
    );
    expect(record.year).toBeUndefined();
    expect(record.country).toBeUndefined();
  });

  it('converts a well-typed item of the shared data shape', () => {
    const record = museumItemToEdm(
      item({
        title: 'Landscape near Felpham',
        creators: [{ id: 'tate:artist/39', name: 'William Blake', birth_year: 1757 }],
        year_start: 1800,
        subjects: ['England'],
        subject_ids: ['tate:subject/2803'],
        catalogue_group: { id: 1, title: 'Group' },
        additional_images: [{ url: 'http://example.org/a.jpg', caption: 'verso' }],
        width: 237.5,
        language: 'en',
      }),
      noEntities,
    );
    expect(record.title).toEqual(['Landscape near Felpham']);
    expect(record.year).toEqual(['1800']);
  });
});

describe('museum item rights, dates and locations', () => {
  it('calls an image in copyright only where the museum names a holder, else undetermined', () => {
    const record = museumItemToEdm(
      item({
        image_url: 'http://example.org/a.jpg',
        additional_images: [{ url: 'http://example.org/b.jpg', copyright: '© DACS, 2014' }],
      }),
      noEntities,
    );
    const rightsOf = (url: string) =>
      record.aggregations[0]!.webResources?.find((w) => w.about === url)?.webResourceEdmRights;
    expect(rightsOf('http://example.org/a.jpg')).toEqual({
      def: ['http://rightsstatements.org/vocab/UND/1.0/'],
    });
    expect(rightsOf('http://example.org/b.jpg')).toEqual({
      def: ['http://rightsstatements.org/vocab/InC/1.0/'],
    });
    expect(record.aggregations[0]!.edmRights).toEqual({
      def: ['http://rightsstatements.org/vocab/UND/1.0/'],
    });
  });

  it('leaves out a creation date that repeats the date as written, and a location that is none', () => {
    const record = museumItemToEdm(
      item({ date_text: '1811', year_start: 1811, physical_location: 'Not on View' }),
      noEntities,
    );
    expect(record.proxies[0]!.dcDate).toEqual({ en: ['1811'] });
    expect(record.proxies[0]!.dctermsCreated).toBeUndefined();
    expect(record.proxies[0]!.edmCurrentLocation).toBeUndefined();
    const shown = museumItemToEdm(
      item({
        date_text: 'c.1811',
        year_start: 1811,
        physical_location: 'Gallery 19, Bruce Galleries',
      }),
      noEntities,
    );
    expect(shown.proxies[0]!.dctermsCreated).toEqual({ def: ['1811'] });
    expect(shown.proxies[0]!.edmCurrentLocation).toBe('Gallery 19, Bruce Galleries');
  });
});

describe('museum item themes', () => {
  it('puts every artwork in art, and photographs and costume in their own collections too', () => {
    expect(museumItemThemes({ classification: 'on paper, unique' })).toEqual(['art']);
    expect(museumItemThemes({})).toEqual(['art']);
    expect(museumItemThemes({ classification: 'photographs' })).toEqual(['art', 'photography']);
    expect(museumItemThemes({ classification: 'costume' })).toEqual(['art', 'fashion']);
  });

  it('gives the themes to the index when the item is imported', () => {
    const converted = convertValue(item({ classification: 'photographs' }), noEntities);
    expect(converted.kind === 'item' && converted.input.hints).toEqual({
      themes: ['art', 'photography'],
    });
  });
});

describe('museum item language', () => {
  it('stores the values under a language tag the item gives', () => {
    const record = museumItemToEdm(item({ language: 'pt-BR', title: 'Obra' }), noEntities);
    expect(record.proxies[0]!.dcTitle).toEqual({ 'pt-BR': ['Obra'] });
  });

  it.each(['__proto__', 'constructor', 'English, mostly', 'x'.repeat(40), 'en_GB'])(
    'rejects %j, naming the field',
    (language) => {
      expect(() => museumItemToEdm(item({ language }), noEntities)).toThrow(
        /^language: expected a language tag such as "en" or "pt-BR", got "/,
      );
    },
  );
});

describe('museum item places', () => {
  const KENT = 'http://data.europeana.eu/place/11';
  const LONDON_UK = 'http://data.europeana.eu/place/12';
  const LONDON_CA = 'http://data.europeana.eu/place/13';
  const stored = new Map(
    [
      { id: KENT, prefLabel: { en: 'Kent' }, altLabel: { en: ['Kent, United Kingdom'] } },
      { id: LONDON_UK, prefLabel: { en: 'London' }, altLabel: { en: ['London, United Kingdom'] } },
      { id: LONDON_CA, prefLabel: { en: 'London' }, altLabel: { en: ['London, Canada'] } },
    ].map((doc) => [doc.id, { ...doc, type: 'Place' as const }]),
  );
  const lookup = withPlaceNames(
    cachedLookup((uri) => stored.get(uri)),
    buildPlaceNames(
      [...stored.values()].flatMap((doc) =>
        [doc.prefLabel.en, ...(doc.altLabel?.en ?? [])].map((label) => ({ uri: doc.id, label })),
      ),
    ),
  );

  it('links a place text to the one stored place it names, keeping the text', () => {
    const record = museumItemToEdm(item({ places: ['Kent', 'London', 'River Medway'] }), lookup);
    expect(record.proxies[0]!.dctermsSpatial).toEqual({
      def: [KENT],
      en: ['Kent', 'London', 'River Medway'],
    });
    // Embedded: the edm_place link the place's page searches by.
    expect(record.places?.map((place) => place.about)).toEqual([KENT]);
    expect(prepareItem({ record, source: 'ndjson' }).derived.facets).toContainEqual([
      'edm_place',
      KENT,
    ]);
  });

  it('leaves the texts unlinked without the stored places by name', () => {
    const record = museumItemToEdm(
      item({ places: ['Kent'] }),
      cachedLookup(stored.get.bind(stored)),
    );
    expect(record.proxies[0]!.dctermsSpatial).toEqual({ en: ['Kent'] });
    expect(record.places).toBeUndefined();
  });

  it('hashes the links found by name with the source line', () => {
    const line = JSON.stringify(item({ places: ['Kent'] }));
    const linked = convertValue(JSON.parse(line), lookup);
    const unlinked = convertValue(JSON.parse(line), noEntities);
    if (linked.kind !== 'item' || unlinked.kind !== 'item') throw new Error('not items');
    expect(linked.input.derivedLinks).toEqual([KENT]);
    // The same line imported again once the store has its place is an update, not unchanged.
    expect(prepareItem(linked.input, 0, line).hash).not.toBe(
      prepareItem(unlinked.input, 0, line).hash,
    );
  });
});

describe('museum item creators merged into another museum’s agent', () => {
  const TATE = museumEntityUri('agent', 'tate:artist/1646');
  const KEPT = museumEntityUri('agent', 'cmoa:parties/00a3a4a1');
  const stored = new Map([
    [KEPT, { id: KEPT, type: 'Agent' as const, prefLabel: { en: 'Joan Miró' } }],
  ]);
  const lookup = withStoreNames(
    cachedLookup((uri) => stored.get(uri)),
    { agentMerges: new Map([[TATE, KEPT]]) },
  );
  const line = item({ creators: [{ id: 'tate:artist/1646', name: 'Joan Miró', role: 'artist' }] });

  it('links and embeds the kept agent', () => {
    const record = museumItemToEdm(line, lookup);
    expect(record.proxies[0]!.dcCreator).toEqual({ def: [KEPT], en: ['Joan Miró'] });
    expect(record.agents?.map((agent) => agent.about)).toEqual([KEPT]);
    expect(prepareItem({ record, source: 'ndjson' }).derived.facets).toContainEqual([
      'edm_agent',
      KEPT,
    ]);
    // Without the merges, the URI of its own id.
    expect(museumItemToEdm(line, noEntities).proxies[0]!.dcCreator).toEqual({
      def: [TATE],
      en: ['Joan Miró'],
    });
  });

  it('hashes the links found through a merge with the source line', () => {
    const text = JSON.stringify(line);
    const merged = convertValue(JSON.parse(text), lookup);
    const own = convertValue(JSON.parse(text), noEntities);
    if (merged.kind !== 'item' || own.kind !== 'item') throw new Error('not items');
    expect(merged.input.derivedLinks).toEqual([KEPT]);
    expect(own.input.derivedLinks).toBeUndefined();
    expect(prepareItem(merged.input, 0, text).hash).not.toBe(prepareItem(own.input, 0, text).hash);
  });
});
