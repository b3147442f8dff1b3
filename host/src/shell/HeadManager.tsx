import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';
import { LOCALES } from '@portal/shared-kernel';
import { canonicalPathBelowLocale, documentTitle, resolveHead, withShareImage } from './head';
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
    document.documentElement.lang = locale;
    updateLinks(canonicalPathBelowLocale(pathname, search), locale);
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

/** Canonical, og:url and alternates follow the page, on the origin the server used. */
function updateLinks(rest: string, locale: string) {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return;
  const origin = new URL(canonical.href, window.location.href).origin;
  canonical.href = `${origin}/${locale}${rest}`;
  setMeta('property', 'og:url', canonical.href);
  for (const { code } of LOCALES) {
    const link = document.head.querySelector<HTMLLinkElement>(
      `link[rel="alternate"][hreflang="${code}"]`,
    );
    if (link) link.href = `${origin}/${code}${rest}`;
  }
  const fallback = document.head.querySelector<HTMLLinkElement>(
    'link[rel="alternate"][hreflang="x-default"]',
  );
  if (fallback) fallback.href = `${origin}/en${rest}`;
}
