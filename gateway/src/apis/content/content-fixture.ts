import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A content folder in a temporary directory, for tests of the loader and the router. */
export interface ContentFixture {
  dir: string;
  /** Writes `<dir>/<relative>` (folders made as needed). */
  write: (relative: string, text: string) => void;
  cleanup: () => void;
}

export function contentFixture(): ContentFixture {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-content-'));
  return {
    dir,
    write(relative, text) {
      const file = path.join(dir, relative);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    },
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A page file as the contract has it. */
export function pageFile(title: string, body: string, description = `About ${title}.`): string {
  return `---\ntitle: ${title}\ndescription: ${description}\nupdated: 2026-11-28\n---\n\n${body}\n`;
}
