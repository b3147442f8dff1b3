import type { Entity } from './entity';
import { entityLink, entityLinks } from './entity-links';

const turner: Entity = {
  id: 'http://data.europeana.eu/agent/55218923550599',
  type: 'Agent',
  prefLabel: { en: 'Joseph Mallord William Turner', de: 'William Turner' },
};

describe('entity links', () => {
  it('links to the collection page, labelled in the page language', () => {
    expect(entityLink(turner, 'de')).toEqual({
      id: turner.id,
      type: 'Agent',
      label: 'William Turner',
      to: '/de/collections/person/55218923550599-joseph-mallord-william-turner',
    });
  });

  it('marks a label in another language', () => {
    expect(entityLink(turner, 'fr')).toMatchObject({
      label: 'Joseph Mallord William Turner',
      lang: 'en',
    });
  });

  it('skips entities without a label or of unsupported types', () => {
    expect(entityLink({ ...turner, prefLabel: {} }, 'en')).toBeUndefined();
    expect(
      entityLinks(
        [{ id: 'http://data.europeana.eu/thing/1', type: 'Agent', prefLabel: { en: 'x' } }, turner],
        'en',
      ).map((link) => link.label),
    ).toEqual(['Joseph Mallord William Turner']);
    expect(entityLinks(undefined, 'en')).toEqual([]);
  });
});
