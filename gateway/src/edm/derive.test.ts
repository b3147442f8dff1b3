import { compactToEdm } from '../convert/compact-record';
import { noEntities } from '../convert/entity-lookup';
import { deriveItem } from './derive';

describe('deriveItem', () => {
  const { record, hints } = compactToEdm(
    {
      id: '/5/x',
      type: 'IMAGE',
      themes: ['art'],
      title: { en: ['Title'], fr: ['Titre'] },
      description: { en: ['Words'] },
      creator: { en: ['Maker'] },
      dcType: { en: ['painting'], nl: ['schilderij'] },
      medium: { en: ['oil on canvas'] },
      country: 'netherlands',
      language: ['nl'],
      yearStart: 1642,
      dataProvider: 'Rijksmuseum',
      rights: 'http://creativecommons.org/licenses/by-nc-nd/4.0/',
      media: [{ url: 'https://e.org/a.jpg', mimeType: 'image/jpeg', width: 3000, height: 2000 }],
    },
    noEntities,
  );
  const derived = deriveItem(record, hints, []);

  it('writes the search document with keys in alphabetical order', () => {
    const keys = Object.keys(derived.searchDoc);
    expect(keys).toEqual([...keys].sort());
    expect(derived.searchDoc).toMatchObject({
      id: '/5/x',
      type: 'IMAGE',
      title: ['Title', 'Titre'],
      country: ['Netherlands'],
      year: ['1642'],
    });
  });

  it('derives the facets Europeana computes', () => {
    expect(derived.facets).toEqual(
      expect.arrayContaining([
        ['TYPE', 'IMAGE'],
        ['COUNTRY', 'Netherlands'],
        ['LANGUAGE', 'nl'],
        ['REUSABILITY', 'restricted'],
        ['collection', 'art'],
        ['IMAGE_SIZE', 'extra_large'],
        ['IMAGE_ASPECTRATIO', 'landscape'],
        ['MIME_TYPE', 'image/jpeg'],
        ['proxy_dc_type', 'painting'],
        ['proxy_dc_type.nl', 'schilderij'],
        ['proxy_dcterms_medium.en', 'oil on canvas'],
        ['CREATOR', 'Maker'],
        ['YEAR', '1642'],
      ]),
    );
    expect(derived.contentTier).toBe(3);
    expect(derived.text.title).toContain('Titre');
  });

  it('derives the sound and video filter tags from their web resources', () => {
    const av = compactToEdm(
      {
        id: '/5/av',
        type: 'VIDEO',
        title: { en: ['Film with its soundtrack'] },
        dataProvider: 'M',
        rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
        media: [
          {
            url: 'https://e.org/film.mp4',
            mimeType: 'video/mp4',
            height: 720,
            durationMs: 600_000,
          },
          { url: 'https://e.org/track.wav', mimeType: 'audio/wav', durationMs: 20_000 },
        ],
      },
      noEntities,
    ).record;
    // the soundtrack's technical metadata as a provider's EDM gives it
    const track = av.aggregations![0]!.webResources!.find((r) => r.about.endsWith('track.wav'))!;
    Object.assign(track, { ebucoreSampleSize: 16, ebucoreSampleRate: 48_000 });
    const facets = deriveItem(av, {}, []).facets;
    expect(facets).toEqual(
      expect.arrayContaining([
        ['VIDEO_DURATION', 'medium'],
        ['VIDEO_HD', 'true'],
        ['SOUND_DURATION', 'very_short'],
        ['SOUND_HQ', 'true'],
      ]),
    );
    // images get none of them
    expect(derived.facets.map(([field]) => field)).not.toContain('SOUND_DURATION');
  });

  it('files an item under the broader topic and the larger place of the entities it names', () => {
    const withEntities = compactToEdm(
      {
        id: '/5/y',
        type: 'SOUND',
        title: { en: ['Song'] },
        dataProvider: 'M',
        rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
      },
      noEntities,
    ).record;
    withEntities.concepts = [
      {
        about: 'http://data.europeana.eu/concept/3000',
        prefLabel: { en: ['Opera'] },
        broader: ['http://data.europeana.eu/concept/62'],
      },
    ];
    withEntities.places = [
      {
        about: 'http://data.europeana.eu/place/216254',
        prefLabel: { en: ['London'] },
        isPartOf: { def: ['http://data.europeana.eu/place/2'] },
      },
    ];
    const { facets } = deriveItem(withEntities, {}, []);
    expect(facets).toEqual(
      expect.arrayContaining([
        ['skos_concept', 'http://data.europeana.eu/concept/3000'],
        ['skos_concept', 'http://data.europeana.eu/concept/62'],
        ['edm_place', 'http://data.europeana.eu/place/216254'],
        ['edm_place', 'http://data.europeana.eu/place/2'],
      ]),
    );
  });
});
