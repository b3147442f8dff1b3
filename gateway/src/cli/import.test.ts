import os from 'node:os';
import type { ImportSummary } from '../import/import-files';
import { checkFiles, exitCode, formatSummary } from './import';

const summary = (extra: Partial<ImportSummary> = {}): ImportSummary => ({
  files: [],
  items: { inserted: 2, updated: 0, unchanged: 0 },
  entities: { inserted: 0, updated: 0, unchanged: 0 },
  errors: [],
  errorCount: 0,
  failures: [],
  refreshed: 0,
  seconds: 1,
  ...extra,
});

describe('import CLI exit status', () => {
  it('is 0 when every record was imported', () => {
    expect(exitCode(summary())).toBe(0);
    expect(formatSummary(summary(), '/data')).not.toMatch(/Exit status/);
  });

  it('is 1, said in the summary, when a record was skipped or a file failed', () => {
    const bad = summary({
      errors: [{ file: '/in/a.ndjson', lineNo: 3, message: 'invalid JSON' }],
      errorCount: 1,
    });
    const failed = summary({ failures: [{ file: '/in/t.ndjson.gz', message: 'truncated' }] });
    expect(exitCode(bad)).toBe(1);
    expect(exitCode(failed)).toBe(1);
    expect(formatSummary(bad, '/data')).toMatch(/skipped a\.ndjson:3: invalid JSON/);
    expect(formatSummary(bad, '/data')).toMatch(/Exit status 1: bad input was skipped/);
    expect(formatSummary(failed, '/data')).toMatch(/failed t\.ndjson\.gz: truncated/);
  });
});

describe('import CLI file check', () => {
  it('says a directory is a directory, and a missing file is missing', () => {
    const dir = os.tmpdir();
    expect(() => checkFiles([dir])).toThrow(`${dir} is a directory, not a file to import`);
    expect(() => checkFiles([`${dir}/no-such-file.ndjson`])).toThrow(/No such file/);
  });
});
