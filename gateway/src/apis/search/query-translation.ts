import { ApiError } from '../../http/api-error';
import { CONTENT_LOCALES } from '../content/content-paths';
import type { RawParams } from './params';

/** The languages a query may be translated from and to: the portal's 25 (`withQueryTranslation`). */
export const QUERY_TRANSLATION_LANGUAGES: readonly string[] = CONTENT_LOCALES;

const LANGUAGES: ReadonlySet<string> = new Set(QUERY_TRANSLATION_LANGUAGES);

export interface QueryTranslation {
  source: string;
  target: string;
}

/**
 * `q.source` and `q.target` of a `profile=translate` search: the query is translated with the
 * entity vocabulary (`query/translate.ts`) when both are given and differ. A code that is not one
 * of {@link QUERY_TRANSLATION_LANGUAGES} is a 400, as a bad parameter value is; without the
 * profile they are ignored, as api2 ignores them.
 */
export function queryTranslationParam(
  raw: RawParams,
  translate: boolean,
): { queryTranslation?: QueryTranslation } {
  if (!translate) return {};
  const source = language(raw, 'q.source');
  const target = language(raw, 'q.target');
  return source && target && source !== target ? { queryTranslation: { source, target } } : {};
}

function language(raw: RawParams, name: string): string | undefined {
  const value = raw[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  if (!text) return undefined;
  if (!LANGUAGES.has(text)) {
    throw new ApiError(
      400,
      `Invalid ${name} parameter`,
      `Unknown language '${text}' for query translation; supported: ${QUERY_TRANSLATION_LANGUAGES.join(', ')}.`,
      '400-SA',
    );
  }
  return text;
}
