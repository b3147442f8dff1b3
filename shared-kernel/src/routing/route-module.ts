import type { ComponentType } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import type { ApiClients } from '../api/api-clients';
import type { NamespaceSource } from '../i18n/create-i18n';
import type { LocaleCode } from '../i18n/locales';
import type { RootStore } from '../stores/root-store';

/**
 * What a page's loader gets besides react-router's arguments: the API clients of this request,
 * its locale, i18n and stores. The host builds it per request on the server and once in the
 * browser.
 */
export interface PortalContext {
  api: ApiClients;
  locale: LocaleCode;
  i18n: I18n;
  stores: RootStore;
  isServer: boolean;
  /** Feature flags from the environment (spec §9). */
  features: Record<string, boolean>;
}

export interface PortalLoaderArgs extends Omit<LoaderFunctionArgs, 'context'> {
  context: PortalContext;
}

/** Head of a page: title (shown as "{title} | {site name}"), description and Open Graph data. */
export interface HeadData {
  title: string;
  description?: string;
  ogType?: string;
  ogImage?: string;
  ogImageAlt?: string;
  /** Keeps the page out of search engines (CMS helper pages). */
  noindex?: boolean;
  /** JSON-LD (schema.org) to embed. */
  jsonLd?: Record<string, unknown>;
}

export interface HeadArgs<Data> {
  data: Data | undefined;
  params: Params;
  t: TFunction;
  locale: LocaleCode;
}

/** What `errorHead` gets: the error the route's loader threw (a route error response, mostly). */
export interface ErrorHeadArgs {
  error: unknown;
  t: TFunction;
  locale: LocaleCode;
}

/**
 * A route module, as a remote exposes it: the page component with its data loader, error
 * boundary and head kept together (like a React Router 7 route module). The host's route table
 * maps paths to these; react-router's `lazy` loads them.
 */
export interface RouteModule<Data = unknown> {
  loader?: (args: PortalLoaderArgs) => Promise<Data> | Data;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  head?: (args: HeadArgs<Data>) => HeadData;
  /**
   * The head while the module's own ErrorBoundary shows an error, so the page's title says what
   * its heading says; without it the shell names the error by its code or status.
   */
  errorHead?: (args: ErrorHeadArgs) => HeadData;
  /** The remote's translations; the host loads them for the page's locale before rendering. */
  messages?: NamespaceSource;
  /** Layout the page uses (spec §2.5); default `default`. */
  layout?: 'default' | 'data-space' | 'api-landing' | 'cms' | 'minimal';
}

/** Route `handle` the host attaches, so the shell can build the head from matches. */
export interface PortalRouteHandle {
  head?: RouteModule['head'];
  errorHead?: RouteModule['errorHead'];
  layout?: RouteModule['layout'];
  remote?: string;
}
