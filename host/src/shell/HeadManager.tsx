import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';
import { documentTitle, resolveHead } from './head';
import { useLocale } from './use-locale';

/**
 * Keeps the document head in step with client-side navigation. The server writes the first head
 * into the HTML itself (render/document.ts) from the same {@link resolveHead}.
 */
export function HeadManager() {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const { t } = useTranslation();
  const locale = useLocale();

  useEffect(() => {
    if (!state) return;
    const head = resolveHead(state, t, locale);
    document.title = documentTitle(head, t('common:siteName'));
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', head.title);
    setMeta('property', 'og:description', head.description);
    setMeta('property', 'og:type', head.ogType ?? 'website');
    setMeta('property', 'og:image', head.ogImage);
    setMeta('property', 'og:image:alt', head.ogImageAlt);
    setMeta('name', 'robots', head.noindex ? 'noindex' : undefined);
    document.documentElement.lang = locale;
  }, [state, t, locale]);

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
