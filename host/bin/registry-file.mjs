// Reading and updating the remote registry (see host/src/federation/registry-document.ts).
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function readRegistry(file) {
  if (!existsSync(file)) return { remotes: {} };
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Read-modify-write under a lock (two releases at once must not lose one another's update),
 * written via a temporary file and a rename, so a running host never reads half a document.
 */
export function updateRegistry(file, mutate) {
  mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    const registry = readRegistry(file);
    mutate(registry);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
    renameSync(temporary, file);
    return registry;
  } finally {
    rmdirSync(lock);
  }
}
