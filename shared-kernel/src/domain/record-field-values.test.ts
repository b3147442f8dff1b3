import { sampleRecord } from '../test-fixtures/europeana-samples';
import { entityLabel, fieldValues, textInLanguage } from './record-field-values';
import type { LanguageMap } from './language-map';
import { recordDisplayMetadata } from './record-metadata';

describe('field values in a locale', () => {
  const piano = recordDisplayMetadata(sampleRecord('piano'));

  it('labels entities in the page language, falling back to untagged and English labels', () => {
    expect(fieldValues(piano.dcType, 'de')).toEqual([
      expect.objectContaining({ text: 'Hammerflügel', lang: 'de' }),
    ]);
    expect(fieldValues(piano.dcType, 'sv')[0]).toMatchObject({ text: 'Flygel', lang: 'sv' });
    // no Polish label: the untagged one
    expect(fieldValues(piano.dcType, 'pl')[0]).toMatchObject({ text: 'Grand pianoforte' });
    expect(fieldValues(piano.dcType, 'pl')[0]?.lang).toBeUndefined();
  });

  it('shows entities first, then text, then URIs that name nothing as links', () => {
    const dates = fieldValues(piano.dcDate, 'en');
    // the provider's "1788" equals the label of the time span 1788: shown once, as the entity
    expect(dates.map((value) => value.text)).toEqual([
      'Second half of the 18th century',
      '1788',
      '18-th',
    ]);
    expect(dates[1]?.entity?.about).toBe('http://semium.org/time/1788');
    expect(dates[2]).toMatchObject({
      lang: 'en',
      entity: { about: 'http://semium.org/time/17xx' },
    });
    expect(fieldValues(piano.dcCreator, 'en')).toEqual([
      { text: 'Stein' },
      {
        text: 'http://www.mimo-db.eu/InstrumentMaker/Person/3149',
        url: 'http://www.mimo-db.eu/InstrumentMaker/Person/3149',
      },
    ]);
  });

  it('shows an entity without any label as a link to its URI', () => {
    const field = { def: [{ about: 'http://semium.org/time/1971' }, 'http://vocab.example/y'] };
    expect(fieldValues(field, 'en')).toEqual([
      { text: 'http://semium.org/time/1971', url: 'http://semium.org/time/1971' },
      { text: 'http://vocab.example/y', url: 'http://vocab.example/y' },
    ]);
  });

  it('does not repeat text equal to an entity label', () => {
    const field = {
      def: [{ about: 'http://data.europeana.eu/agent/1', prefLabel: { en: ['Turner'] } }],
      en: ['turner', 'J. M. W. Turner'],
    };
    expect(fieldValues(field, 'en').map((value) => value.text)).toEqual([
      'Turner',
      'J. M. W. Turner',
    ]);
  });

  it('shows a name with a role ("after …") as the entity it names, once', () => {
    const turner = {
      about: 'http://data.europeana.eu/agent/1',
      prefLabel: { en: ['J. M. W. Turner'] },
    };
    const hancock = {
      about: 'http://data.europeana.eu/agent/2',
      prefLabel: { en: ['John Hancock'] },
    };
    const paris = { about: 'http://data.europeana.eu/place/3', prefLabel: { en: ['Paris'] } };
    const values = fieldValues(
      {
        def: [turner, hancock, paris],
        en: ['after J. M. W. Turner', 'possibly by John Hancock', 'School of Paris'],
      },
      'en',
    );
    expect(values.map((value) => [value.text, value.entity?.about])).toEqual([
      ['after J. M. W. Turner', turner.about],
      ['possibly by John Hancock', hancock.about],
      ['Paris', paris.about],
      ['School of Paris', undefined],
    ]);
    // The plain name and the name with a role: both shown, the entity once.
    const both = fieldValues(
      { def: [turner], en: ['J. M. W. Turner', 'after J. M. W. Turner'] },
      'en',
    );
    expect(both.map((value) => [value.text, value.entity?.about])).toEqual([
      ['J. M. W. Turner', turner.about],
      ['after J. M. W. Turner', undefined],
    ]);
  });

  it('picks the text of one language, in the page language first', () => {
    const title = { en: ['The Night Watch'], nl: ['De Nachtwacht'] };
    expect(fieldValues(title, 'nl')).toEqual([{ text: 'De Nachtwacht', lang: 'nl' }]);
    expect(fieldValues(title, 'fr')).toEqual([{ text: 'The Night Watch', lang: 'en' }]);
    expect(fieldValues(undefined, 'en')).toEqual([]);
  });

  it('shows at most the limit', () => {
    const many = { def: Array.from({ length: 12 }, (_, i) => `value ${i}`) };
    expect(fieldValues(many, 'en')).toHaveLength(10);
    expect(fieldValues(many, 'en', 3)).toHaveLength(3);
  });

  it('switches title and description to a chosen language', () => {
    const title = { en: ['The Night Watch'], nl: ['De Nachtwacht'], def: ['http://x/1'] };
    expect(textInLanguage(title, 'nl', 'en')).toEqual({ values: ['De Nachtwacht'], lang: 'nl' });
    expect(textInLanguage(title, 'fi', 'en')).toEqual({ values: ['The Night Watch'], lang: 'en' });
    expect(textInLanguage(title, undefined, 'nl')).toEqual({
      values: ['De Nachtwacht'],
      lang: 'nl',
    });
  });

  it('labels an entity or falls back to its URI', () => {
    expect(entityLabel({ about: 'http://x/1', prefLabel: { fr: ['Paris'] } }, 'en')).toBe('Paris');
    expect(entityLabel({ about: 'http://x/1' }, 'en')).toBe('http://x/1');
  });

  it('takes no inherited member for a language the map does not have', () => {
    const title = JSON.parse('{"constructor":["ctor only"],"en":["zzrecL1"]}') as LanguageMap;
    const description = { en: ['A description'] };
    // the header's language switch offers `constructor` (the title has it); the description not
    expect(textInLanguage(title, 'constructor', 'en')).toEqual({
      values: ['ctor only'],
      lang: 'constructor',
    });
    expect(textInLanguage(description, 'constructor', 'en')).toEqual({
      values: ['A description'],
      lang: 'en',
    });
    expect(textInLanguage(description, 'toString', 'en')).toEqual({
      values: ['A description'],
      lang: 'en',
    });
    expect(fieldValues(title, 'toString')).toEqual([{ text: 'zzrecL1', lang: 'en' }]);
    expect(fieldValues(title, 'constructor')).toEqual([{ text: 'ctor only', lang: 'constructor' }]);
  });
});
