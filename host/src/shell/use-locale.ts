import { useParams } from 'react-router-dom';
import { isLocaleCode, usePortal, type LocaleCode } from '@portal/shared-kernel';

/**
 * The locale of the current page: its first path segment, or, on pages without one (the exempt
 * paths, a 404 at an unknown prefix), the locale the server chose for the visitor.
 */
export function useLocale(): LocaleCode {
  const { lang } = useParams();
  const portal = usePortal();
  return isLocaleCode(lang) ? lang : portal.locale;
}
