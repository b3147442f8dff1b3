import { entitySchemaOrg, fromContextual, fromEntityDoc } from './entity-schema-org';

describe('schema.org of entities', () => {
  it('makes an agent a Person with dates, places, occupations and its page', () => {
    expect(
      entitySchemaOrg(
        fromEntityDoc({
          id: 'http://data.europeana.eu/agent/60305',
          type: 'Agent',
          prefLabel: { en: 'Rembrandt', nl: 'Rembrandt van Rijn' },
          altLabel: { en: ['Rembrandt Harmenszoon van Rijn'] },
          note: { en: ['Dutch painter.'] },
          dateOfBirth: ['1606-07-15'],
          dateOfDeath: ['1669-10-04'],
          placeOfBirth: ['http://data.europeana.eu/place/5'],
          placeOfDeath: ['Amsterdam'],
          professionOrOccupation: ['painter'],
          sameAs: ['http://www.wikidata.org/entity/Q5598'],
          isShownBy: {
            id: 'https://seed-media.portal.invalid/r.jpg',
            type: 'WebResource',
            thumbnail: 'http://gw.test/thumbnail/v3/200/abc',
          },
        }),
      ),
    ).toEqual({
      '@type': 'Person',
      '@id': 'http://data.europeana.eu/agent/60305',
      url: 'https://www.europeana.eu/collections/person/60305',
      image: 'http://gw.test/thumbnail/v3/200/abc',
      name: [
        { '@language': 'en', '@value': 'Rembrandt' },
        { '@language': 'nl', '@value': 'Rembrandt van Rijn' },
      ],
      alternateName: { '@language': 'en', '@value': 'Rembrandt Harmenszoon van Rijn' },
      description: { '@language': 'en', '@value': 'Dutch painter.' },
      birthDate: '1606-07-15',
      deathDate: '1669-10-04',
      jobTitle: 'painter',
      birthPlace: { '@id': 'http://data.europeana.eu/place/5' },
      deathPlace: { '@type': 'Place', name: 'Amsterdam' },
      sameAs: 'http://www.wikidata.org/entity/Q5598',
    });
  });

  it('makes an agent with a founding date an Organization (a group, as Europeana does)', () => {
    const group = entitySchemaOrg(
      fromEntityDoc({
        id: 'http://data.europeana.eu/agent/7',
        type: 'Agent',
        prefLabel: { en: 'Guild' },
        dateOfEstablishment: ['1600'],
        begin: ['1600'],
      }),
    );
    expect(group).toMatchObject({ '@type': 'Organization', foundingDate: '1600' });
    expect(group).not.toHaveProperty('birthDate');
  });

  it('gives an organisation its homepage, logo, acronym and address', () => {
    expect(
      entitySchemaOrg(
        fromEntityDoc({
          id: 'http://data.europeana.eu/organization/8',
          type: 'Organization',
          prefLabel: { en: 'Rijksmuseum' },
          acronym: { en: 'RM' },
          homepage: 'https://www.rijksmuseum.nl',
          logo: { id: 'http://gw.test/thumbnail/v3/400/abc', type: 'WebResource' },
          hasAddress: { locality: 'Amsterdam', countryName: 'Netherlands' },
        }),
      ),
    ).toEqual({
      '@type': 'Organization',
      '@id': 'http://data.europeana.eu/organization/8',
      url: 'https://www.europeana.eu/collections/organisation/8',
      mainEntityOfPage: 'https://www.rijksmuseum.nl',
      name: { '@language': 'en', '@value': 'Rijksmuseum' },
      alternateName: { '@language': 'en', '@value': 'RM' },
      logo: 'http://gw.test/thumbnail/v3/400/abc',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Amsterdam',
        addressCountry: 'Netherlands',
      },
    });
  });

  it('makes places Places with coordinates, concepts and time spans Things', () => {
    expect(
      entitySchemaOrg(
        fromEntityDoc({
          id: 'http://data.europeana.eu/place/5',
          type: 'Place',
          prefLabel: { en: 'Paris' },
          lat: 48.857,
          long: 2.352,
          isPartOf: ['http://data.europeana.eu/place/1'],
        }),
      ),
    ).toMatchObject({
      '@type': 'Place',
      geo: { '@type': 'GeoCoordinates', latitude: 48.857, longitude: 2.352 },
      containedInPlace: { '@id': 'http://data.europeana.eu/place/1' },
    });
    expect(
      entitySchemaOrg(
        fromEntityDoc({
          id: 'http://data.europeana.eu/concept/94',
          type: 'Concept',
          prefLabel: { en: 'Architecture' },
          exactMatch: ['http://www.wikidata.org/entity/Q12271'],
          sameAs: ['http://ignored.example.org/'],
        }),
      ),
    ).toEqual({
      '@type': 'Thing',
      '@id': 'http://data.europeana.eu/concept/94',
      url: 'https://www.europeana.eu/collections/topic/94',
      name: { '@language': 'en', '@value': 'Architecture' },
      sameAs: 'http://www.wikidata.org/entity/Q12271',
    });
    expect(
      entitySchemaOrg(
        fromEntityDoc({
          id: 'http://data.europeana.eu/timespan/17',
          type: 'TimeSpan',
          prefLabel: { en: '17th century' },
        }),
      ),
    ).toMatchObject({ '@type': 'Thing', url: 'https://www.europeana.eu/collections/time/17' });
  });

  it('reads the contextual entities of records (Record API keys), without pages for other URIs', () => {
    expect(
      entitySchemaOrg(
        fromContextual(
          {
            about: 'http://semium.org/time/1971',
            prefLabel: { def: ['1971'] },
            begin: { def: ['1971-01-01'] },
          },
          'TimeSpan',
        ),
      ),
    ).toEqual({ '@type': 'Thing', '@id': 'http://semium.org/time/1971', name: '1971' });
    expect(
      entitySchemaOrg(
        fromContextual(
          {
            about: 'http://data.europeana.eu/agent/1',
            prefLabel: { en: ['A'] },
            rdaGr2DateOfBirth: { def: ['1600'] },
            rdaGr2PlaceOfBirth: { def: ['http://data.europeana.eu/place/5'] },
          },
          'Agent',
        ),
      ),
    ).toMatchObject({
      '@type': 'Person',
      birthDate: '1600',
      birthPlace: { '@id': 'http://data.europeana.eu/place/5' },
    });
  });
});
