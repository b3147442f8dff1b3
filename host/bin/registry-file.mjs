// Reading and atomically writing the remote registry (see host/src/federation/registry-document.ts).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function readRegistry(file) {
  if (!existsSync(file)) return { remotes: {} };
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Writes via a temporary file and rename, so a running host never reads half a document. */
export function writeRegistry(file, registry) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, file);
}
