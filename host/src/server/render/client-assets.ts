import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The host's own browser bundle: the entry scripts to put in every page. */
export interface ClientAssets {
  scripts: string[];
}

/** Reads `assets.json`, written by the host's browser build (see host/webpack.config.js). */
export function readClientAssets(clientDir: string): ClientAssets {
  const file = path.join(clientDir, 'assets.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: unknown };
  if (
    !Array.isArray(parsed.scripts) ||
    !parsed.scripts.every((entry) => typeof entry === 'string')
  ) {
    throw new Error(`${file} has no script list; build the host first`);
  }
  return { scripts: parsed.scripts };
}
