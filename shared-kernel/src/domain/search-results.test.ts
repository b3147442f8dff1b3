import type { SearchItem } from './item';
import { firstHitByItem, HIT_CONTEXT_LIMIT, summariseSearchItem } from './search-results';

const item: SearchItem = {
  id: '/973178/44567',
  type: 'IMAGE',
  title: ['Cliffs on Coast'],
  dcTitleLangAware: { en: ['Cliffs on Coast'], nl: ['Kliffen aan de kust'] },
  dcDescriptionLangAware: { en: ['word '.repeat(100)] },
  dcCreatorLangAware: {
    def: ['http://data.europeana.eu/agent/55218923550599'],
    en: ['Joseph Mallord William Turner'],
  },
  dcCreator: ['Joseph Mallord William Turner'],
  dataProvider: ['Tate'],
  provider: ['tategallery/collection (GitHub)'],
  rights: ['http://rightsstatements.org/vocab/InC/1.0/'],
  edmPreview: ['http://localhost:3001/thumbnail/v2/url.json?uri=x&type=IMAGE'],
  edmIsShownBy: ['http://www.tate.org.uk/x.jpg'],
  score: 1,
};

describe('search result summaries', () => {
  it('keeps only the fields cards show', () => {
    expect(Object.keys(summariseSearchItem(item, 'en')).sort()).toEqual([
      'creator',
      'dataProvider',
      'description',
      'id',
      'preview',
      'rights',
      'title',
      'type',
    ]);
  });

  it('takes texts in the page locale, with fallback and their language', () => {
    expect(summariseSearchItem(item, 'nl').title).toEqual({
      text: 'Kliffen aan de kust',
      lang: 'nl',
    });
    expect(summariseSearchItem(item, 'de').title).toEqual({ text: 'Cliffs on Coast', lang: 'en' });
    // entity URIs are never shown as creator
    expect(summariseSearchItem(item, 'fr').creator).toEqual({
      text: 'Joseph Mallord William Turner',
      lang: 'en',
    });
  });

  it('cuts texts to 256 characters', () => {
    const description = summariseSearchItem(item, 'en').description!;
    expect(description.text.length).toBeLessThanOrEqual(256);
    expect(description.text.endsWith('…')).toBe(true);
  });

  it('falls back to the plain fields and leaves out what is missing', () => {
    const summary = summariseSearchItem(
      { id: '/1/a', title: ['Only a title'], dcCreator: ['http://data.europeana.eu/agent/1'] },
      'en',
    );
    expect(summary).toEqual({ id: '/1/a', title: { text: 'Only a title' } });
  });
});

describe('full-text hits', () => {
  it('keeps the first highlight of each result, by item id', () => {
    const hits = firstHitByItem([
      {
        scope: '/1/a',
        selectors: [
          { prefix: 'one ', exact: 'two', suffix: ' three' },
          { prefix: 'four ', exact: 'two', suffix: '' },
        ],
      },
      { scope: '/1/b', selectors: [] },
    ]);
    expect([...hits]).toEqual([['/1/a', { prefix: 'one ', exact: 'two', suffix: ' three' }]]);
    expect(firstHitByItem(undefined).size).toBe(0);
  });

  it('gives a card the hit with its context cut on word boundaries', () => {
    const long = 'lorem ipsum dolor sit amet '.repeat(6);
    const summary = summariseSearchItem(item, 'en', {
      prefix: long,
      exact: 'Mancha',
      suffix: long,
    });
    expect(summary.hit!.exact).toBe('Mancha');
    expect(summary.hit!.prefix.length).toBeLessThanOrEqual(HIT_CONTEXT_LIMIT);
    expect(long.endsWith(summary.hit!.prefix)).toBe(true);
    expect(summary.hit!.prefix).toMatch(/^(lorem|ipsum|dolor|sit|amet) /);
    expect(summary.hit!.suffix.length).toBeLessThanOrEqual(HIT_CONTEXT_LIMIT);
    expect(summary.hit!.suffix).toMatch(/\w…$/);
    expect(summariseSearchItem(item, 'en', { prefix: 'a', exact: ' ', suffix: 'b' }).hit).toBe(
      undefined,
    );
    expect(summariseSearchItem(item, 'en').hit).toBe(undefined);
  });

  it('says which language a hit is in when the item is in one language', () => {
    const hit = { prefix: 'en un lugar de la ', exact: 'Mancha', suffix: ' de cuyo nombre' };
    const inLanguage = (language: unknown) =>
      summariseSearchItem({ ...item, language } as typeof item, 'en', hit).hit?.lang;
    expect(inLanguage(['es'])).toBe('es');
    expect(inLanguage(['sr-Latn'])).toBe('sr-Latn');
    expect(inLanguage(['es', 'la'])).toBe(undefined);
    expect(inLanguage(['mul'])).toBe(undefined);
    expect(inLanguage(['zxx'])).toBe(undefined);
    expect(inLanguage(['not a tag'])).toBe(undefined);
    expect(inLanguage('es')).toBe(undefined);
    expect(inLanguage(undefined)).toBe(undefined);
  });
});
