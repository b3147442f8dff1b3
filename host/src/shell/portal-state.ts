import type { Resource } from 'i18next';
import type { ApiId, LocaleCode, RootSnapshot } from '@portal/shared-kernel';
import type { RemoteEntry } from '../federation/sync-remotes';
import type { SerializedRouteError } from '../server/render/errors-hydration';
import type { ShellSettings } from './shell-settings';

/** What the server hands to the browser in `#__PORTAL_STATE__`, so it hydrates the same page. */
export interface PortalState {
  locale: LocaleCode;
  /** The exact remote entries the server rendered with; the browser registers these. */
  remotes: RemoteEntry[];
  /** Remotes the server could not load: the browser shows their panel too, without retrying. */
  unavailable: string[];
  resources: Resource;
  stores: RootSnapshot;
  publicApiUrls: Partial<Record<ApiId, string>>;
  /** The Record API the media proxy links name (`recordApiUrl`), when the server's do. */
  mediaRecordApiUrl?: string;
  features: Record<string, boolean>;
  /** Notification banner and feature notice of this page. */
  shell: ShellSettings;
  /** Paths below the locale that answer 410 (the routes the server built for this page). */
  gonePaths: string[];
  hydration: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerializedRouteError> | null;
  };
}

export const PORTAL_STATE_ID = '__PORTAL_STATE__';
