import {
  isUri,
  localise,
  textInLanguage,
  UNTAGGED_KEYS,
  type LanguageMap,
} from '@portal/shared-kernel';
import type { ItemView } from './item-view';

type HeaderTexts = Pick<ItemView, 'title' | 'description'>;

/** A field's text as the header shows it: its values and their language (none when untagged). */
export interface ShownText {
  values: string[];
  lang?: string;
}

export interface ItemHeaderLanguage {
  /** The languages the switch offers: those the title or the description has text in. */
  languages: string[];
  /**
   * The one language the switch marks and both texts are shown in when they have it; a text
   * without it falls back (page language, untagged, English, any). Undefined when no text is
   * tagged with a language.
   */
  selected?: string;
  title?: ShownText;
  description?: ShownText;
}

const UNTAGGED = new Set<string>(UNTAGGED_KEYS);

/** Languages a map holds text in: untagged keys and languages holding only URIs left out. */
function textLanguages(map: LanguageMap | undefined): string[] {
  if (!map) return [];
  return Object.keys(map).filter(
    (lang) => !UNTAGGED.has(lang) && map[lang]?.some((value) => !isUri(value)),
  );
}

/**
 * The language of the item's title and description, and the texts shown in it. One language
 * governs both, so the marked button of the switch is always the language of every text that has
 * it, and pressing the marked button changes nothing:
 *
 * 1. the language the visitor chose, when a text has it;
 * 2. else the page's language, when the title or the description has it (a title only in
 *    English over a description in Irish, on an Irish page: Irish, the title in English);
 * 3. else the language the title falls back to (untagged, English, any), else the description's.
 *
 * A pure function of the view, the page's locale and the choice: the server and the browser
 * compute the same.
 */
export function itemHeaderLanguage(
  view: HeaderTexts,
  locale: string,
  chosen?: string,
): ItemHeaderLanguage {
  const languages = [
    ...new Set([...textLanguages(view.title), ...textLanguages(view.description)]),
  ];
  const selected =
    chosen && languages.includes(chosen)
      ? chosen
      : languages.includes(locale)
        ? locale
        : (localise(view.title, locale)?.lang ?? localise(view.description, locale)?.lang);
  const result: ItemHeaderLanguage = { languages };
  if (selected) result.selected = selected;
  const title = textInLanguage(view.title, selected, locale);
  const description = textInLanguage(view.description, selected, locale);
  if (title) result.title = title;
  if (description) result.description = description;
  return result;
}
