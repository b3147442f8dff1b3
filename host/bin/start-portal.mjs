#!/usr/bin/env node
// `npm start`: runs the whole portal (gateway, release server, host) and prints its URL.
// Ctrl-C or SIGTERM stops all three; if one dies, the others are stopped too.
import { launchPortal } from './portal-launcher.mjs';

try {
  const portal = await launchPortal();
  console.log(`\nThe portal is running at ${portal.url}\n`);
  process.on('SIGINT', () => void portal.stop());
  process.on('SIGTERM', () => void portal.stop());
  process.exitCode = await portal.exited;
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
