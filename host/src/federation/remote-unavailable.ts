/**
 * The module a failed remote load resolves to. The federation runtime plugin returns it (it may
 * not import React, so it carries no component); the route builder turns it into the localised
 * error panel with status 503.
 */
export const REMOTE_UNAVAILABLE = '__portalRemoteUnavailable' as const;

export interface RemoteUnavailableModule {
  [REMOTE_UNAVAILABLE]: true;
  remote: string;
  reason: string;
}

export function remoteUnavailable(remote: string, reason: string): RemoteUnavailableModule {
  return { [REMOTE_UNAVAILABLE]: true, remote, reason };
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailableModule {
  return Boolean(value && typeof value === 'object' && REMOTE_UNAVAILABLE in value);
}
