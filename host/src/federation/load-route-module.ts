import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RouteModule } from '@portal/shared-kernel';
import { containerName, type RemoteRoute } from '../routes/route-table';
import { recordRemoteSuccess } from './remote-health';
import {
  isRemoteUnavailable,
  remoteUnavailable,
  type RemoteUnavailableModule,
} from './remote-unavailable';

/**
 * Loads a remote's route module through the federation runtime. Always per call (never a
 * module-level `import()`, which webpack caches forever), so a version switch in the registry
 * takes effect on the next request. Never throws: a failure resolves to the unavailable marker.
 */
export async function loadRouteModule(
  route: Pick<RemoteRoute, 'remote' | 'expose'>,
): Promise<RouteModule | RemoteUnavailableModule> {
  const container = containerName(route.remote);
  const id = `${container}/${route.expose.replace(/^\.\//, '')}`;
  try {
    const module = await loadRemote<RouteModule>(id);
    if (!module) return remoteUnavailable(container, `${id} resolved to nothing`);
    if (isRemoteUnavailable(module)) {
      console.error(`remote ${id} unavailable: ${module.reason}`);
      return module;
    }
    if (typeof module.Component !== 'function' && typeof module.Component !== 'object') {
      return remoteUnavailable(container, `${id} is not a route module`);
    }
    recordRemoteSuccess(container);
    return module;
  } catch (error) {
    console.error(`remote ${id} failed to load: ${(error as Error).message}`);
    return remoteUnavailable(container, (error as Error).message);
  }
}
