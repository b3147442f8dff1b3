import {
  fieldValues,
  isUriText,
  localise,
  webUrl,
  type ItemDisplayField,
  type LocaleCode,
} from '@portal/shared-kernel';
// Not in the shared singleton every page loads: only the item page copies record text out.
import { bidiSafeUrl, isolateBidi } from '@portal/shared-kernel/src/domain/bidi-text';
import type { ItemView, MediaView } from './item-view';

/**
 * The credit line for reusing a media file: the API's ready-made attribution when the web
 * resource has one, else "title – creators – institution, country – item page – rights".
 * Each record value is isolated (isolateBidi): the line is pasted as plain text, where an override
 * in a title would otherwise reverse the names, the URL and the rights after it.
 */
export function attributionText(
  view: ItemView,
  media: MediaView | undefined,
  locale: LocaleCode,
  itemUrl: string,
  rightsName: string | undefined,
): string {
  // The API's line is one text, not fields apart: it is kept from what follows it when pasted.
  if (media?.attribution) return isolateBidi(media.attribution);
  const texts = (name: ItemDisplayField) =>
    creditTexts(view, name, locale).map(isolateBidi).filter(Boolean);
  const title = localise(view.title, locale)
    ?.values.filter((value) => !isUriText(value))
    .map(isolateBidi)
    .find(Boolean);
  const creators = texts('dcCreator').join(', ');
  const institution = [texts('edmDataProvider')[0], texts('edmCountry')[0]]
    .filter(Boolean)
    .join(', ');
  const rights = media?.rights ?? view.rights;
  // The statement's address only when it is a web page, which the dialog links (RightsLabel).
  const rightsUrl = webUrl(rights);
  const rightsAddress = rightsUrl && bidiSafeUrl(rightsUrl);
  const rightsPart =
    rights && rightsName
      ? `${rightsName}${rightsAddress ? ` (${rightsAddress})` : ''}`
      : rightsAddress;
  return [title, creators, institution, itemUrl, rightsPart].filter(Boolean).join(' – ');
}

/**
 * A field's values for a credit line, as text not yet isolated: entities by their labels, and
 * words. A value that is only a URI names no one: a credit line is read, not followed, so it is
 * left out, as from the JSON-LD's names (item-json-ld.ts). The page shows a web URI as a link to
 * follow, and the item's URL in the line leads there; any other (`urn:…`, `data:…`) leads nowhere.
 * By its text, not its `url`: `fieldValues` takes only `http(s)://` for a URI, so `urn:…` or
 * `HTTP://…` come as text.
 */
export function creditTexts(view: ItemView, name: ItemDisplayField, locale: string): string[] {
  const field = view.metadata.find(([key]) => key === name)?.[1];
  return fieldValues(field, locale)
    .map((value) => value.text)
    .filter((text) => !isUriText(text));
}
