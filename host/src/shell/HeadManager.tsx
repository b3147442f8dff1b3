import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';
import { LOCALES } from '@portal/shared-kernel';
import {
  canonicalPathBelowLocale,
  documentTitle,
  isErrorPage,
  resolveHead,
  withShareImage,
} from './head';
import { useLocale } from './use-locale';

/**
 * Keeps the document head in step with client-side navigation: title, description, Open Graph,
 * robots, the schema.org JSON-LD, the canonical URL and the hreflang alternates, and `<html lang>`. The server writes the
 * first head into the HTML itself (render/document.ts) from the same {@link resolveHead}.
 */
export function HeadManager() {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!state || state.navigation.state !== 'idle') return;
    const siteName = t('common:siteName');
    const head = withShareImage(
      resolveHead(state, t, locale, (key) => i18n.exists(key)),
      window.location.origin,
      siteName,
    );
    document.title = documentTitle(head, siteName);
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', head.title);
    setMeta('property', 'og:description', head.description);
    setMeta('property', 'og:type', head.ogType ?? 'website');
    setMeta('property', 'og:image', head.ogImage);
    setMeta('property', 'og:image:alt', head.ogImageAlt);
    setMeta('name', 'robots', head.noindex ? 'noindex' : undefined);
    setJsonLd(head.jsonLd);
    // Only when it changes: setting it, even to the same value, restyles the whole page (every
    // element's :lang() state), about 30 ms on a phone right after hydration.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
    if (isErrorPage(state)) removeLinks();
    else updateLinks(canonicalPathBelowLocale(pathname, search), locale);
  }, [state, t, i18n, locale, pathname, search]);

  return null;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * The page's schema.org description; a page without one has none (the last item's must not stay
 * on a collection page). A data block, never run, so it needs no nonce; as DOM text it cannot
 * end the element early, whatever the data holds.
 */
function setJsonLd(data: unknown) {
  let element = document.head.querySelector<HTMLScriptElement>(
    'script[type="application/ld+json"]',
  );
  if (data === undefined || data === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('script');
    element.type = 'application/ld+json';
    document.head.appendChild(element);
  }
  element.textContent = JSON.stringify(data);
}

/**
 * The origin of the page's absolute URLs: the one the server used (`PUBLIC_ORIGIN` or the
 * request's), read from its canonical link, kept for pages shown after an error page, which has
 * none.
 */
let pageOrigin: string | undefined;

/**
 * Canonical, og:url and alternates follow the page, on the origin the server used; after an
 * error page they are written anew.
 */
function updateLinks(rest: string, locale: string) {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) pageOrigin = new URL(canonical.href, window.location.href).origin;
  const origin = pageOrigin ?? window.location.origin;
  setLink('canonical', undefined, `${origin}/${locale}${rest}`);
  setMeta('property', 'og:url', `${origin}/${locale}${rest}`);
  for (const { code } of LOCALES) setLink('alternate', code, `${origin}/${code}${rest}`);
  setLink('alternate', 'x-default', `${origin}/en${rest}`);
}

/** An error page names no address: no canonical, no alternates, no og:url. */
function removeLinks() {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) pageOrigin = new URL(canonical.href, window.location.href).origin;
  for (const link of document.head.querySelectorAll(
    'link[rel="canonical"], link[rel="alternate"][hreflang]',
  )) {
    link.remove();
  }
  setMeta('property', 'og:url', undefined);
}

function setLink(rel: 'canonical' | 'alternate', hreflang: string | undefined, href: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    document.head.appendChild(link);
  }
  link.href = href;
}
