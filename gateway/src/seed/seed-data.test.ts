import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The default data (gateway/seed) must satisfy its own rules; gateway/seed/validate.mjs checks them.
// It is run as a child process because it is a plain ES module script meant for the command line.
const SEED = path.resolve(__dirname, '../../seed');
const VALIDATOR = path.join(SEED, 'validate.mjs');

interface Result {
  ok: boolean;
  errors: string[];
  warnings: string[];
  summary: {
    entities: { total: number; byType: Record<string, number> };
    plan?: { works: number; country: Record<string, number>; dataProvider: Record<string, number> };
  };
}

function validate(dir: string): Result {
  const run = spawnSync(process.execPath, [VALIDATOR, '--json', '--dir', dir], {
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout) as Result;
}

function copySeed(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
  for (const part of ['entities', 'media', 'PLAN.json']) {
    fs.cpSync(path.join(SEED, part), path.join(dir, part), { recursive: true });
  }
  return dir;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, JSON.stringify(value));

describe('seed data', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const copy = () => {
    const dir = copySeed();
    copies.push(dir);
    return dir;
  };

  it('passes its validator with the planned coverage', () => {
    const result = validate(SEED);
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.summary.entities.total).toBeGreaterThanOrEqual(170);
    expect(Object.keys(result.summary.entities.byType).sort()).toEqual(
      ['Agent', 'Concept', 'Organization', 'Place', 'TimeSpan'].sort(),
    );
    expect(result.summary.plan?.works).toBeGreaterThanOrEqual(420);
    expect(Object.keys(result.summary.plan?.country ?? {}).length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(result.summary.plan?.dataProvider ?? {}).length).toBeGreaterThanOrEqual(30);
  });

  it('rejects entities with too few languages, duplicates and dangling links', () => {
    const dir = copy();
    const file = path.join(dir, 'entities', 'agents.json');
    const agents = readJson<Array<Record<string, unknown>>>(file);
    const [first, second, third] = agents;
    if (!first || !second || !third) throw new Error('the seed has fewer than three agents');
    first.note = { en: ['Only English.'] };
    second.placeOfBirth = ['http://data.europeana.eu/place/999999'];
    agents.push({ ...third });
    writeJson(file, agents);
    const result = validate(dir);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('note has 1 languages, at least 6 required'),
        expect.stringContaining('placeOfBirth points at unknown entity'),
        expect.stringContaining('duplicate id'),
      ]),
    );
  });

  it("checks the portal's 25 interface languages (shared-kernel LOCALES)", () => {
    const locales = fs.readFileSync(
      path.resolve(__dirname, '../../../shared-kernel/src/i18n/locales.ts'),
      'utf8',
    );
    const codes = [...locales.matchAll(/\{ code: '([a-z]{2})'/g)].map((m) => m[1]);
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { PORTAL_LANGUAGES } from ${JSON.stringify(VALIDATOR)};
         console.log(JSON.stringify([...PORTAL_LANGUAGES]));`,
      ],
      { encoding: 'utf8' },
    );
    expect(codes).toHaveLength(25);
    expect((JSON.parse(run.stdout) as string[]).sort()).toEqual(codes.sort());
  });

  it('rejects a thematic topic without a label or note in one of the portal languages', () => {
    const dir = copy();
    const file = path.join(dir, 'entities', 'concepts.json');
    const concepts = readJson<Array<Record<string, Record<string, unknown>>>>(file);
    const fashion = concepts.find((c) => String(c.id).endsWith('/concept/55'));
    const ww1 = concepts.find((c) => String(c.id).endsWith('/concept/83'));
    if (!fashion?.prefLabel || !ww1?.note) throw new Error('the seed lacks topics 55 and 83');
    delete fashion.prefLabel.ga;
    delete ww1.note.mt;
    writeJson(file, concepts);
    const result = validate(dir);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        'http://data.europeana.eu/concept/55: thematic topic (fashion) has no prefLabel in ga',
        'http://data.europeana.eu/concept/83: thematic topic (ww1) has no note in mt',
      ]),
    );
  });

  it('rejects a concept, period or place without a label in one of the portal languages, and a person without one in Greek or Bulgarian', () => {
    const dir = copy();
    const edit = <T>(name: string, change: (docs: T[]) => void): void => {
      const file = path.join(dir, 'entities', name);
      const docs = readJson<T[]>(file);
      change(docs);
      writeJson(file, docs);
    };
    type Doc = { id: string; prefLabel: Record<string, string>; note?: Record<string, string[]> };
    let concept = '';
    let place = '';
    let agent = '';
    edit<Doc>('concepts.json', (docs) => {
      const doc = docs.find(
        (d) => !/\/concept\/(80|190|55|129|17|151|128|62|156|18|48|114|83)$/.test(d.id),
      );
      if (!doc?.note) throw new Error('the seed has no concept besides the topics');
      concept = doc.id;
      delete doc.note.lv;
    });
    edit<Doc>('places.json', (docs) => {
      const doc = docs[0];
      if (!doc) throw new Error('the seed has no place');
      place = doc.id;
      delete doc.prefLabel.fi;
    });
    edit<Doc>('agents.json', (docs) => {
      const doc = docs[0];
      if (!doc) throw new Error('the seed has no agent');
      agent = doc.id;
      delete doc.prefLabel.el;
      delete doc.prefLabel.sv;
    });
    const result = validate(dir);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        `${concept}: Concept has no note in lv`,
        `${place}: Place has no prefLabel in fi`,
        `${agent}: Agent has no prefLabel in el`,
      ]),
    );
    // A person's name in Swedish falls back to English, which writes it the same.
    expect(result.errors.filter((e) => e.startsWith(`${agent}:`))).toHaveLength(1);
  });

  it('rejects items that link to unknown entities or missing local media', () => {
    const dir = copy();
    const plan = readJson<{ works: Array<Record<string, unknown>> }>(path.join(dir, 'PLAN.json'));
    const work = plan.works[0];
    if (!work) throw new Error('PLAN.json lists no works');
    fs.mkdirSync(path.join(dir, 'items'));
    const langs = ['en', 'de', 'fr', 'es', 'it', 'nl'];
    writeJson(path.join(dir, 'items', 'paintings.json'), [
      {
        id: work.id,
        type: work.type,
        themes: work.themes,
        title: Object.fromEntries(langs.map((l) => [l, [`Title ${l}`]])),
        description: Object.fromEntries(langs.map((l) => [l, [`Description ${l}`]])),
        creator: { def: ['http://data.europeana.eu/agent/424242'] },
        dataProvider: work.dataProvider,
        country: work.country,
        rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
        media: [{ url: 'local:does-not-exist.jpg', mimeType: 'image/jpeg' }],
      },
    ]);
    const result = validate(dir);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('creator.def points at unknown entity'),
        expect.stringContaining('local:does-not-exist.jpg: no such file'),
      ]),
    );
  });

  it('requires the colours of local images, as media/palette.mjs computes them', () => {
    const dir = copy();
    fs.cpSync(path.join(SEED, 'items'), path.join(dir, 'items'), { recursive: true });
    const palette = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [path.join(SEED, 'media', 'palette.mjs'), '--dir', dir, ...args],
        {
          encoding: 'utf8',
        },
      );
    expect(palette('--check').status).toBe(0);
    const file = path.join(dir, 'items', 'paintings-1.json');
    type Medium = { url: string; colours?: unknown };
    const items = readJson<Array<{ id: string; media?: Medium[] }>>(file);
    const [first, second] = items.filter((item) => item.media?.[0]?.url.startsWith('local:'));
    if (!first?.media?.[0] || !second?.media?.[0])
      throw new Error('paintings-1.json has fewer than two items with a local image');
    delete first.media[0].colours;
    second.media[0].colours = ['#191970', 'midnightblue'];
    writeJson(file, items);
    const result = validate(dir);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${first.id}: media[0] ${first.media[0].url} has no colours`),
        expect.stringContaining(
          `${second.id}: media[0].colours must be a non-empty list of upper-case #RRGGBB codes`,
        ),
      ]),
    );
    const check = palette('--check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(`${first.id} media[0] ${first.media[0].url}: colours null`);
    expect(palette('--write').status).toBe(0);
    expect(palette('--check').status).toBe(0);
    expect(validate(dir).errors).toEqual([]);
  });
});
