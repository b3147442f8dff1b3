import { entitySlugLabel, galleryPath, paths, queryString, slugify, withLocale } from './paths';

describe('portal paths', () => {
  it('builds entity page paths from the URI and a label', () => {
    expect(paths.entity('de', 'http://data.europeana.eu/agent/60305', 'J. M. W. Turner')).toBe(
      '/de/collections/person/60305-j-m-w-turner',
    );
    expect(paths.entity('en', 'http://data.europeana.eu/timespan/17')).toBe(
      '/en/collections/time/17',
    );
    expect(() => paths.entity('en', 'http://example.org/thing/1')).toThrow(
      /Unsupported entity URI/,
    );
  });

  it('builds gallery paths {id}-{slug}, without a dangling hyphen when the title has no letters', () => {
    expect(paths.gallery('fr', 10001, 'Moulins à vent')).toBe('/fr/galleries/10001-moulins-a-vent');
    expect(paths.gallery('en', '10002', '🌈 ✨')).toBe('/en/galleries/10002');
    expect(paths.gallery('en', 10003)).toBe('/en/galleries/10003');
    expect(paths.entity('en', 'http://data.europeana.eu/agent/1', '—')).toBe(
      '/en/collections/person/1',
    );
  });

  it('makes a gallery path from its number and its title', () => {
    const set = { id: 'http://data.europeana.eu/set/10001', title: { en: 'Mills & Water' } };
    expect(galleryPath('en', set)).toBe('/en/galleries/10001-mills-water');
    expect(galleryPath('en', { id: '10001', title: { en: '!!!' } })).toBe('/en/galleries/10001');
    expect(galleryPath('en', { id: '10001' })).toBe('/en/galleries/10001');
  });

  it('slugs a gallery from its English title in every language, else from the one it has', () => {
    const curated = { id: '8972', title: { fr: 'Art français', en: 'Highlights of French art' } };
    expect(galleryPath('fr', curated)).toBe('/fr/galleries/8972-highlights-of-french-art');
    expect(galleryPath('de', { id: '10002', title: { fr: 'Mes moulins' } })).toBe(
      '/de/galleries/10002-mes-moulins',
    );
  });

  it('slugs from the English label wherever the entity has one, else from what it has', () => {
    expect(entitySlugLabel({ de: 'Architektur', en: 'Architecture' })).toBe('Architecture');
    expect(entitySlugLabel({ en: ['Painting'], fr: ['Peinture'] })).toBe('Painting');
    expect(entitySlugLabel({ bg: 'Иван Вазов' })).toBe('Иван Вазов');
    expect(entitySlugLabel(undefined)).toBe('');
  });

  it('slugifies labels: lower case, no accents, letters of any script, hyphens between words', () => {
    expect(slugify('Émile Zola (1840–1902)')).toBe('emile-zola-1840-1902');
    expect(slugify('Иван Вазов')).toBe('иван-вазов');
    expect(slugify('Vilhelm Hammershøi')).toBe('vilhelm-hammershoi');
    expect(slugify('Stanisław Wyspiański')).toBe('stanislaw-wyspianski');
    expect(slugify('Æsop, Œuvres, Straße, Þingvellir')).toBe('aesop-oeuvres-strasse-thingvellir');
    expect(slugify('  --  ')).toBe('');
    expect(slugify('a'.repeat(100))).toHaveLength(80);
  });

  it('writes repeated query keys and keeps the route when switching locale', () => {
    expect(queryString({ query: 'x', qf: ['TYPE:IMAGE', 'COUNTRY:France'], page: undefined })).toBe(
      '?query=x&qf=TYPE%3AIMAGE&qf=COUNTRY%3AFrance',
    );
    expect(queryString({})).toBe('');
    expect(withLocale('/en/item/1/a', 'fr')).toBe('/fr/item/1/a');
    expect(withLocale('/en', 'de')).toBe('/de');
  });
});
