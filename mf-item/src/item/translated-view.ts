import type { TFunction } from 'i18next';
import {
  languagesOf,
  type ApiClients,
  type LocaleCode,
  type RecordResponse,
  RECORD_RESPONSE_SHAPE,
} from '@portal/shared-kernel';
import { buildItemView, type ItemView } from './item-view';

/**
 * Whether the item's metadata could use a translation into the page's language: neither its
 * title nor its description is written in it.
 */
export function needsTranslation(view: ItemView, locale: LocaleCode): boolean {
  if (view.translatedTo) return false;
  if (!view.title && !view.description) return false;
  return (
    !languagesOf(view.title).includes(locale) && !languagesOf(view.description).includes(locale)
  );
}

/**
 * The Record API answered, but with no title or description in the language asked for: there was
 * nothing to translate into it (the embedded gateway has no machine translation; it only picks
 * the languages the record holds). The page keeps the original and says so, instead of calling
 * the original a translation.
 */
export class NoTranslationAvailable extends Error {
  constructor(readonly locale: LocaleCode) {
    super(`no translation into ${locale}`);
    this.name = 'NoTranslationAvailable';
  }
}

/**
 * The item with its metadata machine-translated into `locale` (Record API `profile=translate`,
 * which needs the signed-in user's token). Fields the translation leaves out keep their original
 * values, and what came from annotations (keywords, transcriptions) stays as it was.
 */
export async function fetchTranslatedView(
  api: Pick<ApiClients, 'record' | 'thumbnail' | 'mediaProxy' | 'iiifPresentation'>,
  original: ItemView,
  locale: LocaleCode,
  accessToken: string | null | undefined,
  /** The page's translations, to name languages, countries and dates (item-names.ts). */
  t?: TFunction,
): Promise<ItemView> {
  const response = await api.record.client.get<RecordResponse>(`${original.id}.json`, {
    params: { profile: 'translate', lang: locale },
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    errorScope: 'item',
    expect: RECORD_RESPONSE_SHAPE,
  });
  const translated = buildItemView(response.object, api, {
    locale,
    translatedTo: locale,
    ...(t ? { t } : {}),
  });
  // Only asked for items whose title and description lack the language (needsTranslation).
  if (
    !languagesOf(translated.title).includes(locale) &&
    !languagesOf(translated.description).includes(locale)
  )
    throw new NoTranslationAvailable(locale);
  const fields = new Map(translated.metadata);
  return {
    ...original,
    title: translated.title ?? original.title,
    description: translated.description ?? original.description,
    metadata: original.metadata.map(([field, values]) => [
      field,
      field === 'keywords' ? values : (fields.get(field) ?? values),
    ]),
    translatedTo: locale,
  };
}
