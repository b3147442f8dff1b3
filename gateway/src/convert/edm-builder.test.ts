import { itemView } from '../apis/search/item-view';
import { deriveItem } from '../edm/derive';
import { compactToEdm } from './compact-record';
import { rdfRecords } from '../test-support/rdf-records';
import { noEntities } from './entity-lookup';
import { museumItemToEdm } from './museum-item';

describe('europeanaAggregation.edmLandingPage', () => {
  const { record } = compactToEdm(
    {
      id: '/5/x',
      type: 'IMAGE',
      title: { en: ['Title'] },
      dataProvider: 'Museum',
      rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
    },
    noEntities,
  );

  it('names the record page on the Europeana website, like every Record API object', () => {
    expect(record.europeanaAggregation?.edmLandingPage).toBe('https://www.europeana.eu/item/5/x');
    const museum = museumItemToEdm(
      { id: 'tate:artwork/1035', source_id: 1035, title: 'A Figure', data_provider: 'Tate' },
      noEntities,
    );
    expect(museum.europeanaAggregation?.edmLandingPage).toBe(
      `https://www.europeana.eu/item${museum.about}`,
    );
  });

  it('is kept from EDM RDF and filled in when the RDF has none', () => {
    const rdf = (landingPage: string) => `<rdf:RDF
      xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:edm="http://www.europeana.eu/schemas/edm/"
      xmlns:ore="http://www.openarchives.org/ore/terms/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <edm:ProvidedCHO rdf:about="http://data.europeana.eu/item/2048/rdf_1"/>
      <ore:Proxy rdf:about="http://data.europeana.eu/proxy/provider/2048/rdf_1">
        <ore:proxyFor rdf:resource="http://data.europeana.eu/item/2048/rdf_1"/><dc:title>T</dc:title>
      </ore:Proxy>
      <edm:EuropeanaAggregation rdf:about="http://data.europeana.eu/aggregation/europeana/2048/rdf_1">
        <edm:aggregatedCHO rdf:resource="http://data.europeana.eu/item/2048/rdf_1"/>${landingPage}
      </edm:EuropeanaAggregation>
    </rdf:RDF>`;
    expect(rdfRecords(rdf(''))[0]!.europeanaAggregation?.edmLandingPage).toBe(
      'https://www.europeana.eu/item/2048/rdf_1',
    );
    const own = '<edm:landingPage rdf:resource="https://www.europeana.eu/en/item/2048/rdf_1"/>';
    expect(rdfRecords(rdf(own))[0]!.europeanaAggregation?.edmLandingPage).toBe(
      'https://www.europeana.eu/en/item/2048/rdf_1',
    );
  });

  it('is part of rich Search API items only', () => {
    const doc = deriveItem(record).searchDoc;
    const view = (profile: 'minimal' | 'standard' | 'rich') =>
      itemView(doc, 1, {
        view: profile,
        facetsQuirk: false,
        lang: [],
        publicUrl: 'http://g',
        portalUrl: 'http://p',
      });
    expect(view('rich').edmLandingPage).toEqual(['https://www.europeana.eu/item/5/x']);
    expect(view('standard').edmLandingPage).toBeUndefined();
    expect(view('minimal').edmLandingPage).toBeUndefined();
  });
});

describe('web resources of compact records', () => {
  it('carry the playing time as ebucoreDuration, in milliseconds as a string', () => {
    const { record } = compactToEdm(
      {
        id: '/5/sound',
        type: 'SOUND',
        title: { en: ['A recording'] },
        dataProvider: 'Archive',
        rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
        media: [
          { url: 'https://sound.example.org/a.wav', mimeType: 'audio/wav', durationMs: 4664 },
          { url: 'https://sound.example.org/b.wav', mimeType: 'audio/wav', durationMs: -1 },
        ],
      },
      noEntities,
    );
    const [timed, untimed] = record.aggregations[0]!.webResources!;
    expect(timed).toMatchObject({ ebucoreDuration: '4664' });
    expect(untimed).not.toHaveProperty('ebucoreDuration');
  });
});

describe('colours of compact records', () => {
  const withMedia = (media: unknown[]) => ({
    id: '/5/colours',
    type: 'IMAGE',
    title: { en: ['A painting'] },
    dataProvider: 'Museum',
    rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
    media,
  });
  const image = { url: 'https://img.example.org/a.jpg', mimeType: 'image/jpeg' };

  it('become the web resource edmComponentColor, upper-case and once each, and its COLOURPALETTE', () => {
    const { record } = compactToEdm(
      withMedia([{ ...image, colours: ['#191970', '#f5f5dc', '#191970'] }]),
      noEntities,
    );
    const [resource] = record.aggregations[0]!.webResources!;
    expect(resource!.edmComponentColor).toEqual(['#191970', '#F5F5DC']);
    const facets = deriveItem(record).facets.filter(([field]) => field === 'COLOURPALETTE');
    expect(facets.map(([, value]) => value).sort()).toEqual(['#191970', '#F5F5DC']);
  });

  it('leave media without colours as they were', () => {
    const plain = compactToEdm(withMedia([image]), noEntities).record;
    const empty = compactToEdm(withMedia([{ ...image, colours: [] }]), noEntities).record;
    expect(plain.aggregations[0]!.webResources![0]).not.toHaveProperty('edmComponentColor');
    expect(JSON.stringify(empty)).toBe(JSON.stringify(plain));
  });

  it.each([
    [['#000000', '#FFF'], 'media[0].colours[1]: expected a #RRGGBB colour code, got "#FFF"'],
    [['red'], 'media[0].colours[0]: expected a #RRGGBB colour code, got "red"'],
    [[0x191970], 'media[0].colours[0]: expected a #RRGGBB colour code, got 1644912'],
    ['#191970', 'media[0].colours: expected a list of #RRGGBB colour codes, got "#191970"'],
  ])('reject what is no list of #RRGGBB codes (%j)', (colours, message) => {
    expect(() => compactToEdm(withMedia([{ ...image, colours }]), noEntities)).toThrow(
      `/5/colours: ${message}`,
    );
  });
});
