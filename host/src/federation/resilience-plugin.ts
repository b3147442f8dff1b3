import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS, isRemoteBroken, recordRemoteFailure } from './remote-health';
import { remoteUnavailable } from './remote-unavailable';

/**
 * Federation runtime plugin of the host, in the browser and on the server (ARCHITECTURE.md,
 * "A remote that fails to load ... renders a localised error panel"):
 * - every manifest, entry and chunk fetch gets a 3 s timeout (the `fetch` hook sees them all on
 *   the server; in the browser the entry script gets the same timeout through `createScript`),
 *   so a remote that accepts connections but never answers cannot hang the page;
 * - `errorLoadRemote` records the failure and, at the `onLoad` lifecycle (the only one where a
 *   module may be returned), resolves the load to a marker module instead of throwing.
 * It runs before the share scope exists, so it must not import React.
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-resilience',
    async fetch(url, init) {
      const remote = remoteOfUrl(url);
      if (remote && isRemoteBroken(remote)) {
        throw new Error(`Remote ${remote} is unavailable (recent failure)`);
      }
      const timeout = AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS);
      const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      return fetch(url, { ...init, signal });
    },
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      const name = remote?.name ?? id.split('/')[0] ?? id;
      recordRemoteFailure(name);
      if (lifecycle !== 'onLoad') return undefined;
      return remoteUnavailable(name, error instanceof Error ? error.message : String(error));
    },
  };
}

/** The remote a release URL belongs to: `.../{remote}/{version}/...` -> container name. */
function remoteOfUrl(url: string): string | undefined {
  const match = /\/(mf-[a-z]+)\/[^/]+\//.exec(url);
  return match ? match[1]!.replace(/-/g, '_') : undefined;
}
