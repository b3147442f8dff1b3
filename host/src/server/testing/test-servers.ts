import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Servers a test starts on free local ports, closed together after it (connections included,
 * so a stalled keep-alive or a half-sent body cannot keep the test run waiting).
 */
export function testServers() {
  const servers: http.Server[] = [];
  return {
    /** Listens on a free port of 127.0.0.1; the server's base URL. */
    async listen(server: http.Server): Promise<URL> {
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    },
    async closeAll(): Promise<void> {
      for (const server of servers.splice(0))
        await new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        });
    },
  };
}
