import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../client/yield-to-browser';

/**
 * Federation runtime plugin of the host in the browser: loading a remote's page in steps, with a
 * pause for the browser between them (decision 0009). Once a remote's entry script has loaded,
 * the runtime set up its container (the remote's shared modules joining the share scope) and
 * asked it for the exposed module (its chunks, and the shared modules they consume) in the one
 * task of the script's load event: 45-70 ms at 4x CPU on an item page, a long task in the middle
 * of the page load. Each step now starts a task of its own. Browser only: on the server a pause
 * is only latency.
 */
export default function loadStepsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-load-steps',
    beforeInitRemote: yieldToBrowser,
    beforeGetExpose: yieldToBrowser,
  };
}
