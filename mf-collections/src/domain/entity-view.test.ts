import { createThumbnailApi, type Entity } from '@portal/shared-kernel';
import { buildEntityView, entityItemsFilter, NOTE_LIMIT } from './entity-view';

const thumbnails = createThumbnailApi('/api/thumbnail/v3');

const turner: Entity = {
  id: 'http://data.europeana.eu/agent/60305',
  type: 'Agent',
  prefLabel: { en: 'J. M. W. Turner', de: 'William Turner' },
  note: { en: ['English Romantic painter.'], fr: ['Peintre romantique anglais.'] },
  isShownBy: { id: 'http://img.example/turner.jpg', type: 'WebResource' },
};

describe('buildEntityView', () => {
  it('takes the label and note in the page language, else English, with their language', () => {
    const view = buildEntityView(turner, 'agent', 'de', thumbnails);
    expect(view.label).toEqual({ text: 'William Turner', lang: 'de' });
    expect(view.note).toEqual({ text: 'English Romantic painter.', lang: 'en' });
    expect(buildEntityView(turner, 'agent', 'fr', thumbnails).note).toEqual({
      text: 'Peintre romantique anglais.',
      lang: 'fr',
    });
  });

  it('shows the picture through the Thumbnail API in both sizes', () => {
    const { image } = buildEntityView(turner, 'agent', 'en', thumbnails);
    expect(image?.src).toMatch(/^\/api\/thumbnail\/v3\/400\/[0-9a-f]{32}$/);
    expect(image?.srcSet).toMatch(/\/200\/[0-9a-f]{32} 200w, .*\/400\/[0-9a-f]{32} 400w$/);
  });

  it('falls back to the description (organisations), cuts long notes, and names unlabelled entities by URI', () => {
    const museum: Entity = {
      id: 'http://data.europeana.eu/organization/1',
      type: 'Organization',
      description: { en: 'A museum. '.repeat(200) },
    };
    const view = buildEntityView(museum, 'organization', 'en', thumbnails);
    expect(view.label).toEqual({ text: museum.id });
    expect(view.note!.text.length).toBeLessThanOrEqual(NOTE_LIMIT);
    expect(view.note!.text.endsWith('…')).toBe(true);
    expect(view.image).toBeUndefined();
  });

  it('keeps an organisation website only when it is http(s), and where the organisation is', () => {
    const museum = (homepage: unknown): Entity => ({
      id: 'http://data.europeana.eu/organization/1001',
      type: 'Organization',
      prefLabel: { en: 'Rijksmuseum' },
      homepage,
      hasAddress: { locality: 'Amsterdam', countryName: 'Netherlands' },
    });
    const view = buildEntityView(
      museum('https://www.rijksmuseum.nl'),
      'organization',
      'en',
      thumbnails,
    );
    expect([view.homepage, view.location]).toEqual([
      'https://www.rijksmuseum.nl/',
      'Amsterdam, Netherlands',
    ]);
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,x', '/relative', 42, undefined])
      expect(
        buildEntityView(museum(unsafe), 'organization', 'en', thumbnails).homepage,
      ).toBeUndefined();
    expect(buildEntityView(turner, 'agent', 'en', thumbnails).location).toBeUndefined();
  });

  it('filters items by the query field of the entity type', () => {
    expect(entityItemsFilter({ id: turner.id, pathType: 'agent' })).toBe(
      'edm_agent:"http://data.europeana.eu/agent/60305"',
    );
    expect(
      entityItemsFilter({ id: 'http://data.europeana.eu/timespan/17', pathType: 'timespan' }),
    ).toBe('edm_timespan:"http://data.europeana.eu/timespan/17"');
  });
});
