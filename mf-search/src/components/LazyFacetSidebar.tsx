import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@portal/shared-kernel';
import type { SearchRequest } from '../domain/search-request';
import type { FacetSidebar } from './facets/FacetSidebar';

type FacetSidebarComponent = typeof FacetSidebar;

let loaded: FacetSidebarComponent | null = null;
let loading: Promise<FacetSidebarComponent> | null = null;

/**
 * Fetches the facets chunk (once); the filter toggle calls this on hover and focus, so the
 * chunk is usually there by the time the sidebar opens.
 */
export function preloadFacetSidebar(): Promise<FacetSidebarComponent> {
  loading ??= import(/* webpackChunkName: "facets" */ './facets/FacetSidebar').then(
    (module) => (loaded = module.FacetSidebar),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The facet sidebar's contents, loaded in the browser when first shown. A plain dynamic import
 * rather than @loadable/component: the contents never render on the server (the counts are
 * fetched in the browser), so loadable's SSR support would only add its 5 KB to every search page.
 */
export function LazyFacetSidebar({ request }: { request: SearchRequest }) {
  const { t } = useTranslation('search');
  const [Component, setComponent] = useState<FacetSidebarComponent | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (Component) return;
    let current = true;
    preloadFacetSidebar().then(
      (component) => current && setComponent(() => component),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [Component, attempt]);

  if (Component) return <Component request={request} />;
  if (failed) {
    return (
      <p role="alert">
        {t('filters.failed')}{' '}
        <button
          type="button"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('filters.retry')}
        </button>
      </p>
    );
  }
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{t('filters.loading')}</span>
      <Skeleton lines={6} height="1.5em" />
    </div>
  );
}
