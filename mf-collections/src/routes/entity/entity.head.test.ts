import type { HeadArgs } from '@portal/shared-kernel';
import { head } from './entity.head';
import type { EntityData } from './entity.loader';

const t = ((key: string) => key) as unknown as HeadArgs<EntityData>['t'];
const data: EntityData = {
  entity: {
    id: 'http://data.europeana.eu/organization/1001',
    pathType: 'organization',
    label: { text: 'Rijksmuseum' },
    note: { text: 'Art museum in Amsterdam. '.repeat(20).trim() },
    image: { src: '/api/thumbnail/v3/400/abc', srcSet: '' },
    homepage: 'https://www.rijksmuseum.nl/',
  },
  items: [],
  totalResults: 0,
  related: [],
  page: 1,
  totalPages: 0,
  origin: 'https://portal.example',
  path: '/en/collections/organisation/1001-rijksmuseum',
};

describe('entity page head', () => {
  it('names the entity, describes it with its note and shows its picture', () => {
    const result = head({ data, t, params: {}, locale: 'en' } as unknown as HeadArgs<EntityData>);
    expect(result.title).toBe('Rijksmuseum');
    expect(result.description!.length).toBeLessThanOrEqual(200);
    expect(result.ogImage).toBe('https://portal.example/api/thumbnail/v3/400/abc');
  });

  it('tells search engines what the page is about (schema.org)', () => {
    const result = head({ data, t, params: {}, locale: 'en' } as unknown as HeadArgs<EntityData>);
    expect(result.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'http://data.europeana.eu/organization/1001',
      name: 'Rijksmuseum',
      url: 'https://portal.example/en/collections/organisation/1001-rijksmuseum',
      description: result.description,
      image: 'https://portal.example/api/thumbnail/v3/400/abc',
      sameAs: 'https://www.rijksmuseum.nl/',
    });
  });

  it('falls back to the collections title while there is no data (error pages)', () => {
    expect(head({ data: undefined, t } as unknown as HeadArgs<EntityData>)).toEqual({
      title: 'collections:collections.headTitle',
    });
  });
});
