import './static-rendering';
import { loadConfig } from './config';
import { createHostApp } from './app';

/** Entry of the host server: start, print the URL, shut down gracefully on SIGTERM/SIGINT. */
const config = loadConfig();
const app = createHostApp(config);
const server = app.listen(config.port, config.host, () => {
  console.log(`Portal running at http://localhost:${config.port}`);
});
server.keepAliveTimeout = 65_000;

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`host: ${signal} received, closing`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
