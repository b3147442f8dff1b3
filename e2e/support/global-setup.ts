import { startPortal } from './portal-process';
import { DEFAULT_PORTAL } from './ports';

/** One portal for the whole run; tests that need their own (a broken remote) start one. */
export default async function globalSetup() {
  const portal = await startPortal(DEFAULT_PORTAL);
  return async () => {
    await portal.stop();
  };
}
