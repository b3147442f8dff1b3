// The public face of shared-kernel. It is shared as a Module Federation singleton, so every
// remote sees the same stores, contexts and clients as the host.

// API clients (one file per upstream API) and their base
export * from './api/api-error';
export * from './api/query-string';
export * from './api/http-client';
export * from './api/api-config';
export * from './api/api-clients';
export * from './api/record-api';
export * from './api/entity-api';
export * from './api/thumbnail-api';
export * from './api/recommendation-api';
export * from './api/annotation-api';
export * from './api/set-api';
export * from './api/iiif-presentation-api';
export * from './api/media-proxy-api';
export * from './api/content-api';

// Domain types and rules
export * from './domain/language-map';
export * from './domain/entity';
export * from './domain/entity-links';
export * from './domain/provider-page';
export * from './domain/web-url';
export * from './domain/well-formed-text';
export * from './domain/item';
export * from './domain/search';
export * from './domain/search-query';
export * from './domain/search-content-tier';
export * from './domain/search-pagination';
export * from './domain/search-facets';
export * from './domain/search-filters';
export * from './domain/search-results';
export * from './domain/set';
export * from './domain/record-language-map';
export * from './domain/own-language';
export * from './domain/record-entities';
export * from './domain/record-metadata';
export * from './domain/record-field-values';
export * from './domain/record-web-resources';
export * from './domain/record-iiif';
export * from './domain/record-rights';
export * from './domain/rights-short-names';
export * from './domain/record-annotations';

// Stores
export * from './stores/root-store';
export * from './stores/search-store';
export * from './stores/auth-store';
export * from './stores/request-log-store';
export * from './stores/consent-store';
export * from './stores/debug-store';
export * from './stores/error-store';
export * from './stores/toast-store';
export * from './stores/likes-store';

// Cookie consent (spec §9)
export * from './consent/consent-services';
export * from './consent/consent-cookie';
export * from './consent/ConsentGate';

// i18n
export * from './i18n/locales';
export * from './i18n/create-i18n';
export * from './i18n/number-format';
export * from './i18n/long-date';
export * from './i18n/common-messages';

// Routing contract and helpers
export * from './routing/route-module';
export * from './routing/portal-context';
export * from './routing/paths';
export * from './routing/login-redirect';
export * from './routing/route-error';
export * from './routing/microsite-sections';
export * from './routing/focus-main';

// Components
export * from './components';

// Theme
export * from './theme/tokens';
export * from './theme/behaviour';
export * from './browser/background-work';
export * from './theme/contrast';
export * from './theme/fonts';
export * from './theme/global-styles';
export * from './theme/server-styles';
