import type { LanguageMap } from '@portal/shared-kernel';
import { itemHeaderLanguage } from './header-language';

/** Like /1074/1874_99 (Ardagh Chalice): the title has no Irish, the description has. */
const chalice = {
  title: { en: ['Ardagh Chalice'], de: ['Kelch von Ardagh'] },
  description: { en: ['A silver chalice.'], de: ['Ein Silberkelch.'], ga: ['Cailís airgid.'] },
};

describe('itemHeaderLanguage', () => {
  it('marks the page language when only the description has it; the title falls back', () => {
    const header = itemHeaderLanguage(chalice, 'ga');
    expect(header.selected).toBe('ga');
    expect(header.description).toEqual({ values: ['Cailís airgid.'], lang: 'ga' });
    expect(header.title).toEqual({ values: ['Ardagh Chalice'], lang: 'en' });
    expect(header.languages).toEqual(['en', 'de', 'ga']);
  });

  it('marks the page language when only the title has it', () => {
    const header = itemHeaderLanguage(
      { title: { fi: ['Malja'], en: ['Chalice'] }, description: { en: ['Silver.'] } },
      'fi',
    );
    expect(header.selected).toBe('fi');
    expect(header.title?.lang).toBe('fi');
    expect(header.description?.lang).toBe('en');
  });

  it('every option shows its own texts, and the others fall back for the page', () => {
    for (const lang of ['en', 'de', 'ga']) {
      const header = itemHeaderLanguage(chalice, 'ga', lang);
      expect(header.selected).toBe(lang);
      expect(header.description?.lang).toBe(lang);
      // no Irish title: English, the page's fallback
      expect(header.title?.lang).toBe(lang === 'ga' ? 'en' : lang);
    }
  });

  it('pressing the marked language changes nothing', () => {
    for (const locale of ['ga', 'en', 'de', 'fr', 'pl']) {
      const initial = itemHeaderLanguage(chalice, locale);
      expect(itemHeaderLanguage(chalice, locale, initial.selected)).toEqual(initial);
    }
  });

  it('the marked language is the language of every text that has it', () => {
    const views: Array<{ title?: LanguageMap; description?: LanguageMap }> = [
      chalice,
      { title: { en: ['A'] }, description: { ga: ['B'] } },
      { title: { def: ['A'], en: ['A en'] }, description: { en: ['B'], nl: ['B nl'] } },
      { title: { def: ['A'] }, description: { nl: ['B'], sv: ['B sv'] } },
      { title: { sv: ['A'] }, description: { nl: ['B'], sv: ['B sv'] } },
      { description: { it: ['B'], en: ['B en'] } },
    ];
    for (const view of views) {
      for (const locale of ['en', 'ga', 'nl', 'fr', 'sv']) {
        const { selected, languages, title, description } = itemHeaderLanguage(view, locale);
        expect(selected === undefined || languages.includes(selected)).toBe(true);
        if (selected && view.title && selected in view.title) expect(title?.lang).toBe(selected);
        if (selected && view.description && selected in view.description)
          expect(description?.lang).toBe(selected);
      }
    }
  });

  it('without the page language, follows the title’s fallback (English before others)', () => {
    const header = itemHeaderLanguage(chalice, 'pl');
    expect(header.selected).toBe('en');
    expect(header.title?.lang).toBe('en');
    expect(header.description?.lang).toBe('en');
  });

  it('an untagged title leaves the choice to the description', () => {
    const header = itemHeaderLanguage(
      { title: { def: ['Kalich'] }, description: { nl: ['Een kelk.'], sv: ['En kalk.'] } },
      'fr',
    );
    expect(header.selected).toBe('nl');
    expect(header.title).toEqual({ values: ['Kalich'] });
    expect(header.description?.lang).toBe('nl');
    expect(header.languages).toEqual(['nl', 'sv']);
  });

  it('marks nothing when no text is tagged', () => {
    const header = itemHeaderLanguage({ title: { def: ['A'] } }, 'en');
    expect(header.selected).toBeUndefined();
    expect(header.languages).toEqual([]);
    expect(header.title).toEqual({ values: ['A'] });
    expect(header.description).toBeUndefined();
  });

  it('ignores a choice that no text has, and languages holding only entity links', () => {
    const view = {
      title: { en: ['Chalice'], ga: ['Cailís'] },
      description: { de: ['http://data.europeana.eu/concept/1'] },
    };
    const header = itemHeaderLanguage(view, 'ga', 'de');
    expect(header.languages).toEqual(['en', 'ga']);
    expect(header.selected).toBe('ga');
    expect(header.title?.lang).toBe('ga');
  });
});
