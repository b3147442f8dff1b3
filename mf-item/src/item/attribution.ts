import { fieldValues, localise, type LocaleCode } from '@portal/shared-kernel';
import type { ItemView, MediaView } from './item-view';

/**
 * The credit line for reusing a media file: the API's ready-made attribution when the web
 * resource has one, else "title – creators – institution, country – item page – rights".
 */
export function attributionText(
  view: ItemView,
  media: MediaView | undefined,
  locale: LocaleCode,
  itemUrl: string,
  rightsName: string | undefined,
): string {
  if (media?.attribution) return media.attribution;
  const field = (name: string) => view.metadata.find(([key]) => key === name)?.[1];
  const texts = (name: string) =>
    fieldValues(field(name), locale)
      .filter((value) => !value.url)
      .map((value) => value.text);
  const title = localise(view.title, locale)?.values[0];
  const creators = texts('dcCreator').join(', ');
  const institution = [texts('edmDataProvider')[0], texts('edmCountry')[0]]
    .filter(Boolean)
    .join(', ');
  const rights = media?.rights ?? view.rights;
  const rightsPart = rights ? (rightsName ? `${rightsName} (${rights})` : rights) : undefined;
  return [title, creators, institution, itemUrl, rightsPart].filter(Boolean).join(' – ');
}
