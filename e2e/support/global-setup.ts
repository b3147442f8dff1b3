import { GATEWAY_DATA_DIR_VARIABLE } from './accounts';
import { startPortal } from './portal-process';
import { DEFAULT_PORTAL } from './ports';

/** One portal for the whole run; tests that need their own (a broken remote) start one. */
export default async function globalSetup() {
  const portal = await startPortal(DEFAULT_PORTAL);
  // Tests run in workers started after this: they inherit the variable (accounts.ts grantRole).
  process.env[GATEWAY_DATA_DIR_VARIABLE] = portal.gatewayDataDir;
  return async () => {
    await portal.stop();
  };
}
