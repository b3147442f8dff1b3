import { withLocale, type LocaleCode } from '@portal/shared-kernel';

/** List pages whose `page` parameter means nothing in another language's list (spec §2.5). */
const PAGED_LISTS = /^\/[a-z]{2}\/(galleries|stories)$/;

/**
 * The same page in another language: the locale segment replaced, the query kept, except the
 * `page` parameter on the galleries and stories lists (their pages differ per language).
 */
export function languageSwitchHref(pathname: string, search: string, locale: LocaleCode): string {
  const path = withLocale(pathname, locale);
  const params = new URLSearchParams(search);
  if (PAGED_LISTS.test(pathname)) params.delete('page');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
