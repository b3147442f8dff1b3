import { useParams } from 'react-router-dom';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@portal/shared-kernel';

/** The locale of the current page, from its first path segment. */
export function useLocale(): LocaleCode {
  const { lang } = useParams();
  return isLocaleCode(lang) ? lang : DEFAULT_LOCALE;
}
