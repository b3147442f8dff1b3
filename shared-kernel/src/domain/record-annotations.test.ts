import {
  annotationKeywords,
  annotationsOf,
  annotationTranscriptions,
  type AnnotationPage,
} from './record-annotations';

const page: AnnotationPage = {
  type: 'AnnotationPage',
  items: [
    'http://data.europeana.eu/annotation/1',
    {
      id: 'http://data.europeana.eu/annotation/2',
      motivation: 'tagging',
      body: { type: 'Concept', prefLabel: { en: 'militia' } },
    },
    {
      id: 'http://data.europeana.eu/annotation/3',
      motivation: 'tagging',
      body: { type: 'Concept', prefLabel: { nl: ['schutters'], en: 'militia' } },
    },
    { id: 'http://data.europeana.eu/annotation/4', motivation: 'tagging', body: ' night ' },
    {
      id: 'http://data.europeana.eu/annotation/5',
      motivation: 'transcribing',
      body: { type: 'FullTextResource', value: 'Lettre au Président', language: 'fr' },
    },
    {
      id: 'http://data.europeana.eu/annotation/6',
      motivation: 'highlighting',
      body: { id: 'http://data.europeana.eu/concept/1' },
    },
  ],
};

describe('annotations of a record', () => {
  it('drops bare ids', () => {
    expect(annotationsOf(page)).toHaveLength(5);
    expect(annotationsOf(undefined)).toEqual([]);
  });

  it('turns tags into keywords, language by language, once each', () => {
    expect(annotationKeywords(annotationsOf(page))).toEqual({
      en: ['militia'],
      nl: ['schutters'],
      def: ['night'],
    });
    expect(annotationKeywords([])).toBeUndefined();
  });

  it('reads full texts from FullTextResource bodies', () => {
    expect(annotationTranscriptions(annotationsOf(page))).toEqual([
      { text: 'Lettre au Président', lang: 'fr' },
    ]);
  });
});
