import {
  fieldValues,
  isUriText,
  localise,
  type ItemDisplayField,
  type LocaleCode,
  type ResolvedLanguageMap,
  webUrl,
} from '@portal/shared-kernel';
import type { ItemView } from './item-view';

/** schema.org types by EDM type. */
const SCHEMA_TYPES: Record<string, string> = {
  IMAGE: 'VisualArtwork',
  TEXT: 'CreativeWork',
  SOUND: 'AudioObject',
  VIDEO: 'VideoObject',
  '3D': '3DModel',
};

/**
 * The item as schema.org JSON-LD for search engines: name, description, creators, dates,
 * image, licence and the institution that holds it, in the page's language. URLs from the record
 * (licence, the provider's page, creators' URIs) are published only when absolute http(s) ones.
 */
export function itemJsonLd(
  view: ItemView,
  locale: LocaleCode,
  pageUrl: string,
  origin: string,
): Record<string, unknown> {
  const field = (name: ItemDisplayField): ResolvedLanguageMap | undefined =>
    view.metadata.find(([key]) => key === name)?.[1];
  const texts = (name: ItemDisplayField) => fieldValues(field(name), locale).map((v) => v.text);

  // A VideoObject needs a thumbnail (search engines drop one without): a film the record only
  // describes, with no preview, is a CreativeWork.
  const type =
    view.type === 'VIDEO' && !view.preview
      ? 'CreativeWork'
      : (SCHEMA_TYPES[view.type] ?? 'CreativeWork');
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': pageUrl,
    url: pageUrl,
    identifier: view.id,
    name: localise(view.title, locale)?.values[0] ?? view.id,
  };
  const description = localise(view.description, locale)?.values.join(' ');
  if (description) data.description = description;
  // An organization entity (a studio, a publisher) is an Organization; other creators are
  // people as far as the record tells.
  // A creator named only by a URI the record does not describe has no name to give: it is
  // said to be the same as that URI instead. Only absolute http(s) URIs are published (`webUrl`):
  // a creator known by nothing else is left out.
  const creators = fieldValues(field('dcCreator'), locale).flatMap((value): object[] => {
    const type = value.entity?.about.includes('/organization/') ? 'Organization' : 'Person';
    if (value.entity) {
      const sameAs = webUrl(value.entity.about);
      return [{ '@type': type, name: value.text, ...(sameAs ? { sameAs } : {}) }];
    }
    if (value.url) {
      const sameAs = webUrl(value.url);
      return sameAs ? [{ '@type': type, sameAs }] : [];
    }
    return [{ '@type': type, name: value.text }];
  });
  if (creators.length) data.creator = creators;
  const created = texts('dctermsCreated')[0] ?? texts('dcDate')[0];
  if (created) data.dateCreated = created;
  const keywords = [...new Set([...texts('dcSubject'), ...texts('keywords')])];
  if (keywords.length) data.keywords = keywords.join(', ');
  // The first name of the provider: a URI names no one (attribution.ts leaves it out too).
  const provider = texts('edmDataProvider').find((text) => !isUriText(text));
  if (provider) data.provider = { '@type': 'Organization', name: provider };
  const license = webUrl(view.rights);
  if (license) data.license = license;
  if (view.preview) {
    data.image = new URL(view.preview.large, origin).href;
    data.thumbnailUrl = new URL(view.preview.small, origin).href;
  }
  // The provider's page, when it is one a browser may open (not `javascript:`, `data:`, `//…`).
  const sameAs = webUrl(view.isShownAt);
  if (sameAs) data.sameAs = sameAs;
  if (view.published) {
    data.datePublished = view.published;
    // What schema.org's media objects call their publication on the site.
    if (type === 'VideoObject' || type === 'AudioObject') data.uploadDate = view.published;
  }
  return data;
}
