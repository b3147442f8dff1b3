/** Ports of the portal the e2e run starts (away from the 3000-3002 a developer may be using). */
export const DEFAULT_PORTAL = { port: 4100, gatewayPort: 4101, releasesPort: 4102 };
export const BASE_URL = `http://localhost:${DEFAULT_PORTAL.port}`;
