import os from 'node:os';
import { ImportAborted, type ImportSummary } from '../import/import-files';
import { checkFiles, exitCode, formatAborted, formatSummary, run } from './import';

const summary = (extra: Partial<ImportSummary> = {}): ImportSummary => ({
  files: [],
  items: { inserted: 2, updated: 0, unchanged: 0 },
  entities: { inserted: 0, updated: 0, unchanged: 0 },
  errors: [],
  errorCount: 0,
  repeats: [],
  repeatCount: 0,
  failures: [],
  refreshed: 0,
  relinked: 0,
  mergedAgents: 0,
  mergedPlaces: 0,
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
    expect(formatSummary(bad, '/data').match(/skipped a\.ndjson:3: invalid JSON/g)).toHaveLength(1);
    expect(formatSummary(bad, '/data')).toMatch(/Exit status 1: bad input was skipped/);
    expect(formatSummary(failed, '/data')).toMatch(/failed t\.ndjson\.gz: truncated/);
  });
});

describe('import CLI repeated ids', () => {
  it('notes each repeat on its line, counts them apart from the bad records, and exits 0', () => {
    const counts = { inserted: 2, updated: 1, unchanged: 0 };
    const repeated = summary({
      items: counts,
      repeats: [
        {
          file: '/in/items.ndjson',
          lineNo: 1234,
          message: 'id /123/abc repeats line 17; the later record is kept',
        },
      ],
      repeatCount: 3,
      files: [
        {
          file: '/in/items.ndjson',
          format: 'ndjson',
          items: counts,
          entities: { inserted: 0, updated: 0, unchanged: 0 },
          errors: 0,
          repeats: 3,
          seconds: 1,
        },
      ],
    });
    const text = formatSummary(repeated, '/data');
    expect(exitCode(repeated)).toBe(0);
    expect(text).toMatch(
      /^note items\.ndjson:1234: id \/123\/abc repeats line 17; the later record is kept$/m,
    );
    expect(text).toMatch(/^… and 2 more repeated ids$/m);
    expect(text).toMatch(
      /^items\.ndjson \(ndjson\): items \+2 ~1 =0, .*, 0 bad, 3 repeated ids, /m,
    );
    expect(text).toMatch(/, 0 bad records skipped, 3 repeated ids \(the later records kept\) in /);
    expect(text).not.toMatch(/Exit status/);
  });

  it('says nothing of repeats when there are none', () => {
    expect(formatSummary(summary(), '/data')).not.toMatch(/repeat/);
  });
});

describe('import CLI file check', () => {
  it('says a directory is a directory, and a missing file is missing', () => {
    const dir = os.tmpdir();
    expect(() => checkFiles([dir])).toThrow(`${dir} is a directory, not a file to import`);
    expect(() => checkFiles([`${dir}/no-such-file.ndjson`])).toThrow(/No such file/);
  });
});

describe('import CLI usage errors', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([[['--bogus', 'a.ndjson']], [['--workers', 'x', 'a.ndjson']], [['--data-dir']]])(
    '%j exits 2 with the usage',
    async (argv) => {
      const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
      expect(await run(argv)).toBe(2);
      expect(stderr.mock.calls.map((c) => String(c[0])).join('')).toMatch(/Usage: npm run import/);
    },
  );
});

describe('import CLI summary of an import that stopped', () => {
  it('says what was kept and exits 3, escaping control characters', () => {
    const file = {
      file: '/in/a.ndjson',
      format: 'ndjson' as const,
      errors: 0,
      repeats: 0,
      seconds: 1,
    };
    const counts = { inserted: 2, updated: 0, unchanged: 0 };
    const aborted = new ImportAborted(
      'disk I/O error \u001b[2J',
      summary({ files: [{ ...file, items: counts, entities: { ...counts, inserted: 0 } }] }),
      '/in/b.ndjson',
      { before: { items: 5, entities: 1 }, after: { items: 9, entities: 1 } },
    );
    const text = formatAborted(aborted, '/data');
    expect(text).toMatch(/^a\.ndjson \(ndjson\): items \+2 /m);
    expect(text).toMatch(
      /Import stopped in b\.ndjson: disk I\/O error \\u001b\[2J\. Kept: \/data now holds 9 items \(\+4\) and 1 entities \(\+0\)/,
    );
    expect(text).toMatch(/Exit status 3: the import did not finish\.\n$/);
  });

  it('says an interrupted import exits 130', () => {
    const aborted = new ImportAborted('interrupted', summary({}), '/in/b.ndjson', {
      before: { items: 0, entities: 0 },
      after: { items: 500, entities: 0 },
    });
    expect(formatAborted(aborted, '/data')).toMatch(
      /Import stopped in b\.ndjson: interrupted\. Kept: \/data now holds 500 items \(\+500\).*Exit status 130: the import did not finish\.\n$/,
    );
  });
});
