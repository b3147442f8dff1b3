#!/usr/bin/env node
// Checks the default data in gateway/seed against the rules of README.md and of the seed brief:
// entity documents, PLAN.json, item records (whatever is present), local media and their licences.
// Plain Node, no dependencies. Prints a summary; exits 1 when a rule is broken.
//
//   node gateway/seed/validate.mjs                 # validate this folder
//   node gateway/seed/validate.mjs --dir <folder>  # validate another seed folder (tests)
//   node gateway/seed/validate.mjs --complete      # also require the item coverage targets
//   node gateway/seed/validate.mjs --json          # print the result as JSON
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PORTAL_LANGUAGES = new Set(
  'bg cs da de el en es et eu fi fr ga hr hu it lt lv mt nl pl pt ro sk sl sv'.split(' '),
);
export const TOPICS = {
  80: 'archaeology',
  190: 'art',
  55: 'fashion',
  129: 'industrial',
  17: 'manuscript',
  151: 'map',
  128: 'migration',
  62: 'music',
  156: 'nature',
  18: 'newspaper',
  48: 'photography',
  114: 'sport',
  83: 'ww1',
};
const THEMES = new Set(Object.values(TOPICS));
/** Languages each entity type must have, per field, beyond the README's en plus 5. */
const LANGUAGE_RULES = {
  Concept: { prefLabel: PORTAL_LANGUAGES, note: PORTAL_LANGUAGES },
  TimeSpan: { prefLabel: PORTAL_LANGUAGES, note: PORTAL_LANGUAGES },
  Place: { prefLabel: PORTAL_LANGUAGES },
  Agent: { prefLabel: new Set(['bg', 'el']) },
};
const TYPES = new Set(['IMAGE', 'TEXT', 'SOUND', 'VIDEO', '3D']);
const ENTITY_FILES = {
  'agents.json': 'Agent',
  'concepts.json': 'Concept',
  'places.json': 'Place',
  'timespans.json': 'TimeSpan',
  'organizations.json': 'Organization',
};
const SEGMENT = {
  Agent: 'agent',
  Concept: 'concept',
  Place: 'place',
  TimeSpan: 'timespan',
  Organization: 'organization',
};
const ENTITY_URI =
  /^http:\/\/data\.europeana\.eu\/(agent|concept|place|timespan|organization)\/(\d+)$/;
const ANY_ENTITY_URI =
  /^http:\/\/data\.europeana\.eu\/(agent|concept|place|timespan|organization)\//;
const RECORD_ID = /^\/(\d+)\/(\w+)$/;
const ITEM_URI = /^http:\/\/data\.europeana\.eu\/item(\/\d+\/\w+)$/;
const ISO_DATE = /^-?\d{4}(-\d{2}(-\d{2})?)?$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const SAFE_FILE = /^[\w][\w.-]*$/;
const RIGHTS = [
  /^http:\/\/creativecommons\.org\/publicdomain\/(mark|zero)\/1\.0\/$/,
  /^http:\/\/creativecommons\.org\/licenses\/by(-sa)?\/4\.0\/$/,
  /^http:\/\/rightsstatements\.org\/vocab\/NoC-(OKLR|NC|CR)\/1\.0\/$/,
];
const IMAGE_EXT = /\.(jpe?g|png|webp)$/i;
const HEX_COLOUR = /^#[0-9A-F]{6}$/;
const SOUND_EXT = /\.(wav|mp3|ogg|oga|flac)$/i;

// Targets of the seed brief.
export const TARGETS = {
  entities: 170,
  perEntityLanguages: 6,
  planWorks: 420,
  items: 400,
  countries: 15,
  dataProviders: 30,
  itemLanguages: 6,
  mediaImagesMin: 40,
  mediaImagesMax: 60,
  mediaSoundsMin: 3,
  mediaBytes: 6 * 1024 * 1024,
  soundBytes: 100 * 1024,
};

export function validateSeed(dir, { complete = false } = {}) {
  const errors = [];
  const warnings = [];
  const err = (where, message) => errors.push(`${where}: ${message}`);
  const warn = (where, message) => warnings.push(`${where}: ${message}`);
  const summary = {};
  const mediaDir = path.join(dir, 'media');
  const mediaFiles = fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir) : [];
  const localExists = (ref) => {
    const file = ref.slice('local:'.length);
    return SAFE_FILE.test(file) && mediaFiles.includes(file);
  };
  const usedMedia = new Set();

  // ---------- entities ----------
  const entities = new Map();
  const entityDir = path.join(dir, 'entities');
  const byType = {};
  for (const [file, type] of Object.entries(ENTITY_FILES)) {
    const where = `entities/${file}`;
    const docs = readArray(path.join(entityDir, file), where, err);
    if (!docs) continue;
    byType[type] = docs.length;
    docs.forEach((doc, i) => {
      const at = `${where}[${i}]`;
      if (!doc || typeof doc !== 'object') return err(at, 'not an object');
      const m = ENTITY_URI.exec(doc.id ?? '');
      if (!m) return err(at, `invalid id ${JSON.stringify(doc.id)}`);
      if (doc.type !== type)
        err(doc.id, `type ${JSON.stringify(doc.type)} in ${file} (expected ${type})`);
      if (m[1] !== SEGMENT[type]) err(doc.id, `id segment "${m[1]}" does not match type ${type}`);
      if (entities.has(doc.id)) err(doc.id, 'duplicate id');
      entities.set(doc.id, doc);
    });
  }
  for (const extra of listJson(entityDir)) {
    if (!(extra in ENTITY_FILES))
      err(`entities/${extra}`, 'unexpected file (README lists five entity files)');
  }
  const isType = (uri, type) => entities.get(uri)?.type === type;
  const refs = (doc, field, type) => {
    const value = doc[field];
    if (value === undefined) return;
    const list = Array.isArray(value) ? value : [value];
    for (const uri of list) {
      if (typeof uri !== 'string' || !entities.has(uri))
        err(doc.id, `${field} points at unknown entity ${JSON.stringify(uri)}`);
      else if (type && !isType(uri, type)) err(doc.id, `${field} ${uri} is not a ${type}`);
    }
  };
  for (const doc of entities.values()) {
    checkLabels(doc.id, 'prefLabel', doc.prefLabel, 'string', err);
    checkLabels(doc.id, 'note', doc.note, 'array', err);
    if (doc.altLabel !== undefined) checkLangMap(doc.id, 'altLabel', doc.altLabel, err, 1);
    if (doc.isShownBy !== undefined) {
      const s = doc.isShownBy;
      if (!s || typeof s.id !== 'string' || s.type !== 'WebResource')
        err(doc.id, 'isShownBy must be { id, type: "WebResource", source }');
      else if (s.id.startsWith('local:')) {
        usedMedia.add(s.id.slice(6));
        if (!localExists(s.id)) err(doc.id, `isShownBy ${s.id}: no such file in media/`);
      } else if (!/^https?:\/\//.test(s.id))
        err(doc.id, `isShownBy ${s.id} is neither local: nor http(s)`);
      if (s?.source !== undefined && !ITEM_URI.test(s.source))
        err(doc.id, `isShownBy.source ${s.source} is not an item URI`);
    }
    switch (doc.type) {
      case 'Agent':
        for (const f of ['dateOfBirth', 'dateOfDeath', 'begin', 'end']) checkDates(doc, f, err);
        refs(doc, 'placeOfBirth', 'Place');
        refs(doc, 'placeOfDeath', 'Place');
        if (!doc.dateOfBirth && !doc.begin) warn(doc.id, 'no dateOfBirth or begin');
        break;
      case 'Concept':
        refs(doc, 'broader', 'Concept');
        refs(doc, 'narrower', 'Concept');
        refs(doc, 'related', 'Concept');
        break;
      case 'Place':
        if (typeof doc.lat !== 'number' || doc.lat < -90 || doc.lat > 90)
          err(doc.id, 'lat must be a number in [-90, 90]');
        if (typeof doc.long !== 'number' || doc.long < -180 || doc.long > 180)
          err(doc.id, 'long must be a number in [-180, 180]');
        refs(doc, 'isPartOf', 'Place');
        break;
      case 'TimeSpan':
        if (typeof doc.begin !== 'string' || !ISO_DATE.test(doc.begin))
          err(doc.id, 'begin must be an ISO date string');
        if (typeof doc.end !== 'string' || !ISO_DATE.test(doc.end))
          err(doc.id, 'end must be an ISO date string');
        if (typeof doc.begin === 'string' && typeof doc.end === 'string' && doc.begin > doc.end)
          err(doc.id, 'begin is after end');
        refs(doc, 'isNextInSequence', 'TimeSpan');
        break;
      case 'Organization':
        if (typeof doc.country !== 'string' || !/^[A-Z]{2}$/.test(doc.country))
          err(doc.id, 'country must be an ISO 3166 alpha-2 code');
        if (
          !Array.isArray(doc.europeanaRole) ||
          !doc.europeanaRole.some((r) => r === 'Data Provider' || r === 'Provider')
        )
          err(doc.id, 'europeanaRole must contain "Data Provider" or "Provider"');
        if (
          !doc.hasAddress ||
          typeof doc.hasAddress.locality !== 'string' ||
          typeof doc.hasAddress.countryName !== 'string'
        )
          err(doc.id, 'hasAddress { locality, countryName } is required');
        if (doc.homepage !== undefined && !/^https?:\/\/\S+$/.test(doc.homepage))
          err(doc.id, 'homepage must be an http(s) URL');
        if (doc.acronym !== undefined)
          checkLabels(doc.id, 'acronym', doc.acronym, 'string', err, 1);
        refs(doc, 'aggregatedVia', 'Organization');
        refs(doc, 'aggregatesFrom', 'Organization');
        break;
    }
  }
  for (const [id, name] of Object.entries(TOPICS)) {
    const uri = `http://data.europeana.eu/concept/${id}`;
    if (!isType(uri, 'Concept')) {
      err('topics', `missing thematic topic ${uri} (${name})`);
      continue;
    }
    // The home page and the topic pages show these in every interface language: a missing
    // language falls back to English there, so each topic carries all of them.
    const doc = entities.get(uri);
    for (const field of ['prefLabel', 'note'])
      for (const missing of missingLanguages(doc, field, PORTAL_LANGUAGES))
        err(uri, `thematic topic (${name}) has no ${field} in ${missing}`);
  }
  // Collection names and descriptions are shown in the visitor's language and fall back to
  // English. Words (a concept, a period, a place's exonym) differ by language, so those carry
  // all 25; a person's name is written the same in most Latin-script languages, so agents need
  // only the languages of other scripts.
  for (const doc of entities.values()) {
    const rules = LANGUAGE_RULES[doc.type] ?? {};
    for (const [field, languages] of Object.entries(rules))
      for (const missing of missingLanguages(doc, field, languages))
        err(doc.id, `${doc.type} has no ${field} in ${missing}`);
  }
  summary.entities = { total: entities.size, byType };
  if (entities.size < TARGETS.entities)
    err('entities', `${entities.size} entities, at least ${TARGETS.entities} required`);
  for (const type of Object.values(ENTITY_FILES))
    if (!byType[type]) err('entities', `no ${type} entities`);
  const dataProviders = new Set(
    [...entities.values()]
      .filter((d) => d.type === 'Organization' && d.europeanaRole?.includes('Data Provider'))
      .map((d) => d.id),
  );
  const providers = new Set(
    [...entities.values()]
      .filter((d) => d.type === 'Organization' && d.europeanaRole?.includes('Provider'))
      .map((d) => d.id),
  );

  // The COUNTRY facet value of a work is the English country name of its data provider.
  const countryOf = (uri) => entities.get(uri)?.hasAddress?.countryName;

  // ---------- PLAN.json ----------
  const planFile = path.join(dir, 'PLAN.json');
  const planIds = new Set();
  if (fs.existsSync(planFile)) {
    const raw = readJson(planFile, 'PLAN.json', err);
    const works = Array.isArray(raw) ? raw : raw?.works;
    if (!Array.isArray(works)) err('PLAN.json', 'expected an array of works or { works: [...] }');
    else {
      const datasetOfProvider = new Map();
      const tally = { type: {}, kind: {}, country: {}, dataProvider: {}, batch: {} };
      works.forEach((w, i) => {
        const at = `PLAN.json works[${i}]${w?.id ? ` ${w.id}` : ''}`;
        const m = RECORD_ID.exec(w?.id ?? '');
        if (!m) return err(at, 'id must be /{datasetId}/{localId} with localId \\w+');
        if (planIds.has(w.id)) err(at, 'duplicate id');
        planIds.add(w.id);
        if (!TYPES.has(w.type)) err(at, `type ${JSON.stringify(w.type)}`);
        if (typeof w.kind !== 'string' || !w.kind) err(at, 'kind is required');
        if (typeof w.title_en !== 'string' || !w.title_en.trim()) err(at, 'title_en is required');
        checkCreator(at, w.creator, entities, err);
        if (!Number.isInteger(w.year)) err(at, 'year must be an integer');
        if (w.yearEnd !== undefined && (!Number.isInteger(w.yearEnd) || w.yearEnd < w.year))
          err(at, 'yearEnd must be an integer ≥ year');
        if (!dataProviders.has(w.dataProvider))
          err(at, `dataProvider ${w.dataProvider} is not a Data Provider organization`);
        if (w.provider !== undefined && !providers.has(w.provider))
          err(at, `provider ${w.provider} is not a Provider organization`);
        if (typeof w.country !== 'string' || !w.country) err(at, 'country is required');
        else if (countryOf(w.dataProvider) && countryOf(w.dataProvider) !== w.country)
          err(
            at,
            `country ${w.country} differs from its data provider's (${countryOf(w.dataProvider)})`,
          );
        if (w.itemsFile !== undefined && !/^items\/[\w-]+\.json$/.test(w.itemsFile))
          err(at, 'itemsFile must look like items/<name>.json');
        checkThemes(at, w.themes, err);
        if (![1, 2, 3, 4].includes(w.batch)) err(at, 'batch must be 1, 2, 3 or 4');
        if (w.media !== undefined) {
          if (typeof w.media !== 'string' || !w.media.startsWith('local:'))
            err(at, 'media must be a local: reference');
          else {
            usedMedia.add(w.media.slice(6));
            if (!localExists(w.media)) err(at, `media ${w.media}: no such file in media/`);
          }
        }
        for (const [field, type] of [
          ['subjects', 'Concept'],
          ['places', 'Place'],
          ['timespans', 'TimeSpan'],
        ]) {
          for (const uri of w[field] ?? [])
            if (!isType(uri, type)) err(at, `${field}: ${uri} is not a known ${type}`);
        }
        if (w.currentLocation !== undefined && !isType(w.currentLocation, 'Place'))
          err(at, `currentLocation ${w.currentLocation} is not a known Place`);
        const dataset = m[1];
        const known = datasetOfProvider.get(w.dataProvider);
        if (known && known !== dataset)
          err(at, `data provider ${w.dataProvider} already uses dataset ${known}`);
        datasetOfProvider.set(w.dataProvider, dataset);
        count(tally.type, w.type);
        count(tally.kind, w.kind);
        count(tally.country, w.country);
        count(tally.dataProvider, label(entities.get(w.dataProvider)) ?? w.dataProvider);
        count(tally.batch, String(w.batch));
      });
      const datasets = [...datasetOfProvider.values()];
      if (new Set(datasets).size !== datasets.length)
        err('PLAN.json', 'two data providers share a dataset id');
      if (works.length < TARGETS.planWorks)
        err('PLAN.json', `${works.length} works, at least ${TARGETS.planWorks} required`);
      coverage('PLAN.json', tally, err);
      const sizes = Object.values(tally.batch);
      const mean = works.length / 4;
      if (sizes.length !== 4 || sizes.some((n) => Math.abs(n - mean) > mean * 0.1))
        err('PLAN.json', `batches are unbalanced: ${JSON.stringify(tally.batch)}`);
      summary.plan = { works: works.length, ...tally };
    }
  }

  // ---------- items ----------
  const itemDir = path.join(dir, 'items');
  const itemIds = new Set();
  const itemTally = { type: {}, country: {}, dataProvider: {}, file: {} };
  const titleLanguages = new Set();
  const datasetOfItemProvider = new Map();
  for (const file of listJson(itemDir)) {
    const where = `items/${file}`;
    const records = readArray(path.join(itemDir, file), where, err);
    if (!records) continue;
    itemTally.file[file] = records.length;
    records.forEach((r, i) => {
      const at = `${where}[${i}]${r?.id ? ` ${r.id}` : ''}`;
      if (!r || typeof r !== 'object') return err(at, 'not an object');
      const m = RECORD_ID.exec(r.id ?? '');
      if (!m) return err(at, 'id must be /{datasetId}/{localId} with localId \\w+');
      if (itemIds.has(r.id)) err(at, 'duplicate id');
      itemIds.add(r.id);
      if (planIds.size && !planIds.has(r.id)) warn(at, 'not listed in PLAN.json');
      if (!TYPES.has(r.type)) err(at, `type ${JSON.stringify(r.type)}`);
      checkThemes(at, r.themes, err);
      for (const field of ['title', 'description']) {
        const langs = checkLangMap(at, field, r[field], err, TARGETS.itemLanguages, true);
        if (field === 'title') langs.forEach((l) => titleLanguages.add(l));
      }
      for (const field of [
        'creator',
        'contributor',
        'subject',
        'spatial',
        'temporal',
        'dcType',
        'medium',
        'format',
        'extent',
        'date',
        'created',
        'issued',
        'alternative',
        'publisher',
        'provenance',
      ]) {
        if (r[field] === undefined) continue;
        checkLangMap(at, field, r[field], err, 1, false);
        for (const v of r[field]?.def ?? []) {
          if (ANY_ENTITY_URI.test(v) && !entities.has(v))
            err(at, `${field}.def points at unknown entity ${v}`);
        }
      }
      const linked = ['creator', 'subject', 'spatial', 'temporal', 'dcType'].some((f) =>
        (r[f]?.def ?? []).some((v) => entities.has(v)),
      );
      if (!linked) err(at, 'links to no entity (creator/subject/spatial/temporal/dcType def URIs)');
      if (r.currentLocation !== undefined && !isType(r.currentLocation, 'Place'))
        err(at, `currentLocation ${r.currentLocation} is not a known Place`);
      if (!dataProviders.has(r.dataProvider))
        err(at, `dataProvider ${r.dataProvider} is not a Data Provider organization`);
      if (r.provider !== undefined && !providers.has(r.provider))
        err(at, `provider ${r.provider} is not a Provider organization`);
      const known = datasetOfItemProvider.get(r.dataProvider);
      if (known && known !== m[1])
        err(at, `data provider ${r.dataProvider} already uses dataset ${known}`);
      datasetOfItemProvider.set(r.dataProvider, m[1]);
      if (typeof r.country !== 'string' || !r.country) err(at, 'country is required');
      else if (countryOf(r.dataProvider) && countryOf(r.dataProvider) !== r.country)
        err(
          at,
          `country ${r.country} differs from its data provider's (${countryOf(r.dataProvider)})`,
        );
      if (typeof r.rights !== 'string' || !RIGHTS.some((re) => re.test(r.rights)))
        err(at, `rights ${JSON.stringify(r.rights)} is not a known rights statement URI`);
      for (const f of ['yearStart', 'yearEnd'])
        if (r[f] !== undefined && !Number.isInteger(r[f])) err(at, `${f} must be an integer`);
      if (Number.isInteger(r.yearStart) && Number.isInteger(r.yearEnd) && r.yearEnd < r.yearStart)
        err(at, 'yearEnd is before yearStart');
      if (r.contentTier !== undefined && ![0, 1, 2, 3, 4].includes(r.contentTier))
        err(at, 'contentTier must be 0–4');
      if (r.metadataTier !== undefined && !['0', 'A', 'B', 'C'].includes(r.metadataTier))
        err(at, 'metadataTier must be 0, A, B or C');
      for (const f of ['timestampCreated', 'timestampUpdate'])
        if (r[f] !== undefined && !ISO_TIMESTAMP.test(r[f]))
          err(at, `${f} must be an ISO timestamp`);
      if (r.isShownAt !== undefined && !/^https?:\/\/\S+$/.test(r.isShownAt))
        err(at, 'isShownAt must be an http(s) URL');
      if (r.media !== undefined) {
        if (!Array.isArray(r.media) || r.media.length === 0)
          err(at, 'media must be a non-empty array');
        else
          r.media.forEach((md, k) => {
            if (!md || typeof md.url !== 'string') return err(at, `media[${k}].url is required`);
            if (md.url.startsWith('local:')) {
              usedMedia.add(md.url.slice(6));
              if (!localExists(md.url)) err(at, `media[${k}] ${md.url}: no such file in media/`);
              if (k !== 0)
                warn(at, `media[${k}] is local; the local file should come first (edmIsShownBy)`);
            } else if (!/^https?:\/\/\S+$/.test(md.url))
              err(at, `media[${k}].url must be local: or http(s)`);
            if (md.mimeType !== undefined && !/^[a-z]+\/[\w.+-]+$/.test(md.mimeType))
              err(at, `media[${k}].mimeType ${md.mimeType}`);
            for (const d of ['width', 'height'])
              if (md[d] !== undefined && !(Number.isInteger(md[d]) && md[d] > 0))
                err(at, `media[${k}].${d} must be a positive integer`);
            // The main colours of an image (edm:componentColor, the COLOURPALETTE facet), as
            // media/palette.mjs computes them: required on every local image.
            if (md.colours !== undefined) {
              if (
                !Array.isArray(md.colours) ||
                md.colours.length === 0 ||
                md.colours.some((c) => typeof c !== 'string' || !HEX_COLOUR.test(c))
              )
                err(at, `media[${k}].colours must be a non-empty list of upper-case #RRGGBB codes`);
              else if (new Set(md.colours).size !== md.colours.length)
                err(at, `media[${k}].colours lists a colour twice`);
            } else if (md.url.startsWith('local:') && IMAGE_EXT.test(md.url))
              err(
                at,
                `media[${k}] ${md.url} has no colours (run node gateway/seed/media/palette.mjs --write)`,
              );
          });
      }
      if (
        r.tags !== undefined &&
        (!Array.isArray(r.tags) ||
          r.tags.some(
            (t) =>
              !t ||
              typeof t !== 'object' ||
              Object.entries(t).some(([l, v]) => !PORTAL_LANGUAGES.has(l) || typeof v !== 'string'),
          ))
      )
        err(at, 'tags must be [{ "<lang>": "tag" }]');
      if (
        r.transcription !== undefined &&
        (typeof r.transcription?.value !== 'string' ||
          typeof r.transcription?.language !== 'string')
      )
        err(at, 'transcription must be { language, value }');
      count(itemTally.type, r.type);
      count(itemTally.country, r.country);
      count(itemTally.dataProvider, label(entities.get(r.dataProvider)) ?? r.dataProvider);
    });
  }
  summary.items = { total: itemIds.size, ...itemTally, titleLanguages: titleLanguages.size };
  const itemsComplete =
    complete || (planIds.size > 0 && [...planIds].every((id) => itemIds.has(id)));
  if (itemIds.size) {
    const problems = [];
    if (itemIds.size < TARGETS.items)
      problems.push(`${itemIds.size} items, at least ${TARGETS.items} required`);
    if (titleLanguages.size < TARGETS.itemLanguages)
      problems.push(
        `titles use ${titleLanguages.size} languages, at least ${TARGETS.itemLanguages} required`,
      );
    coverage('items', itemTally, (w, m) => problems.push(`${m}`));
    for (const p of problems) (itemsComplete ? err : warn)('items', p);
    if (planIds.size) {
      const missing = [...planIds].filter((id) => !itemIds.has(id));
      if (missing.length)
        (complete ? err : warn)('items', `${missing.length} PLAN works have no item yet`);
    }
  } else if (complete) err('items', 'no item files');

  // ---------- media ----------
  const licencesFile = path.join(mediaDir, 'LICENCES.md');
  const licences = fs.existsSync(licencesFile) ? fs.readFileSync(licencesFile, 'utf8') : '';
  if (!licences) err('media/LICENCES.md', 'missing');
  else if (!/CC0/.test(licences)) err('media/LICENCES.md', 'does not state the CC0 licence');
  let bytes = 0;
  let images = 0;
  let sounds = 0;
  for (const file of mediaFiles) {
    if (file === 'LICENCES.md' || file.endsWith('.mjs')) continue;
    const size = fs.statSync(path.join(mediaDir, file)).size;
    bytes += size;
    if (IMAGE_EXT.test(file)) images++;
    else if (SOUND_EXT.test(file)) {
      sounds++;
      if (size > TARGETS.soundBytes)
        err(`media/${file}`, `${size} bytes, sounds must stay under ${TARGETS.soundBytes}`);
    } else err(`media/${file}`, 'unexpected file type');
    if (!SAFE_FILE.test(file)) err(`media/${file}`, 'file name must match [\\w][\\w.-]*');
    if (licences && !licences.includes(file)) err(`media/${file}`, 'not recorded in LICENCES.md');
    if (!usedMedia.has(file)) warn(`media/${file}`, 'not referenced by PLAN, items or entities');
  }
  if (bytes > TARGETS.mediaBytes)
    err('media', `${bytes} bytes, the folder must stay under ${TARGETS.mediaBytes}`);
  if (images < TARGETS.mediaImagesMin || images > TARGETS.mediaImagesMax)
    err('media', `${images} images, expected ${TARGETS.mediaImagesMin}–${TARGETS.mediaImagesMax}`);
  if (sounds < TARGETS.mediaSoundsMin)
    err('media', `${sounds} sounds, at least ${TARGETS.mediaSoundsMin} required`);
  summary.media = { images, sounds, bytes };

  return { ok: errors.length === 0, errors, warnings, summary };
}

// ---------- helpers ----------
function readJson(file, where, err) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    err(where, fs.existsSync(file) ? `unreadable JSON: ${e.message}` : 'missing');
    return undefined;
  }
}
function readArray(file, where, err) {
  const value = readJson(file, where, err);
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    err(where, 'must be a JSON array');
    return undefined;
  }
  return value;
}
function listJson(dir) {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
}
function count(tally, key) {
  tally[key] = (tally[key] ?? 0) + 1;
}
function label(doc) {
  return doc?.prefLabel?.en;
}
/** prefLabel/note/acronym: language → string (or array of strings), en required, `min` languages. */
function checkLabels(id, field, map, shape, err, min = TARGETS.perEntityLanguages) {
  if (!map || typeof map !== 'object' || Array.isArray(map)) return err(id, `${field} is required`);
  const langs = Object.keys(map);
  for (const l of langs) {
    if (!PORTAL_LANGUAGES.has(l)) err(id, `${field} uses language "${l}" outside the portal's 25`);
    const v = map[l];
    const ok =
      shape === 'string'
        ? typeof v === 'string' && v.trim()
        : Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.trim());
    if (!ok)
      err(
        id,
        `${field}.${l} must be ${shape === 'string' ? 'a non-empty string' : 'a non-empty array of strings'}`,
      );
  }
  if (!langs.includes('en')) err(id, `${field} has no English value`);
  if (langs.length < min)
    err(id, `${field} has ${langs.length} languages, at least ${min} required`);
}
/** Item language maps: { "<lang>"|"def": [strings] }. Returns the languages used. */
function checkLangMap(id, field, map, err, min, required) {
  if (map === undefined) {
    if (required) err(id, `${field} is required`);
    return [];
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) {
    err(id, `${field} must be a language map`);
    return [];
  }
  const langs = [];
  for (const [l, v] of Object.entries(map)) {
    if (l !== 'def' && !PORTAL_LANGUAGES.has(l))
      err(id, `${field} uses language "${l}" outside the portal's 25`);
    if (!Array.isArray(v) || v.length === 0 || v.some((s) => typeof s !== 'string' || !s.trim()))
      err(id, `${field}.${l} must be a non-empty array of strings`);
    if (l !== 'def') langs.push(l);
  }
  if (required && langs.length < min)
    err(id, `${field} has ${langs.length} languages, at least ${min} required`);
  if (required && !langs.includes('en')) err(id, `${field} has no English value`);
  return langs;
}
function checkDates(doc, field, err) {
  const v = doc[field];
  if (v === undefined) return;
  if (!Array.isArray(v) || v.some((d) => typeof d !== 'string' || !ISO_DATE.test(d)))
    err(doc.id, `${field} must be an array of ISO dates`);
}
function checkThemes(at, themes, err) {
  if (!Array.isArray(themes) || themes.length === 0)
    return err(at, 'themes must be a non-empty array');
  for (const t of themes) if (!THEMES.has(t)) err(at, `unknown theme ${JSON.stringify(t)}`);
}
function checkCreator(at, creator, entities, err) {
  const list = Array.isArray(creator) ? creator : [creator];
  if (list.length === 0) err(at, 'creator is required');
  for (const c of list) {
    if (typeof c !== 'string' || !c.trim())
      err(at, 'creator must be an agent URI or a literal name');
    else if (ANY_ENTITY_URI.test(c) && entities.get(c)?.type !== 'Agent')
      err(at, `creator ${c} is not a known Agent`);
  }
}
function coverage(where, tally, err) {
  const types = Object.keys(tally.type);
  for (const t of TYPES) if (!types.includes(t)) err(where, `no works of type ${t}`);
  if (Object.keys(tally.country).length < TARGETS.countries)
    err(
      where,
      `${Object.keys(tally.country).length} countries, at least ${TARGETS.countries} required`,
    );
  if (Object.keys(tally.dataProvider).length < TARGETS.dataProviders)
    err(
      where,
      `${Object.keys(tally.dataProvider).length} data providers, at least ${TARGETS.dataProviders} required`,
    );
}

function printSummary({ ok, errors, warnings, summary }) {
  const line = (obj) =>
    Object.entries(obj)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  console.log(`entities: ${summary.entities.total} (${line(summary.entities.byType)})`);
  if (summary.plan) {
    console.log(`PLAN: ${summary.plan.works} works`);
    console.log(`  by type: ${line(summary.plan.type)}`);
    console.log(`  by kind: ${line(summary.plan.kind)}`);
    console.log(`  by batch: ${line(summary.plan.batch)}`);
    console.log(
      `  countries (${Object.keys(summary.plan.country).length}): ${line(summary.plan.country)}`,
    );
    console.log(`  data providers: ${Object.keys(summary.plan.dataProvider).length}`);
  }
  console.log(
    `items: ${summary.items.total}${summary.items.total ? ` (types: ${line(summary.items.type)}; countries ${Object.keys(summary.items.country).length}; data providers ${Object.keys(summary.items.dataProvider).length}; title languages ${summary.items.titleLanguages})` : ''}`,
  );
  console.log(
    `media: ${summary.media.images} images, ${summary.media.sounds} sounds, ${(summary.media.bytes / 1024 / 1024).toFixed(2)} MB`,
  );
  if (warnings.length) {
    console.log(`\n${warnings.length} warning(s):`);
    for (const w of warnings.slice(0, 40)) console.log(`  - ${w}`);
    if (warnings.length > 40) console.log(`  … ${warnings.length - 40} more`);
  }
  if (errors.length) {
    console.log(`\n${errors.length} error(s):`);
    for (const e of errors.slice(0, 200)) console.log(`  ✗ ${e}`);
    if (errors.length > 200) console.log(`  … ${errors.length - 200} more`);
  }
  console.log(ok ? '\nseed OK' : '\nseed INVALID');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--dir');
  const dir =
    at >= 0 ? path.resolve(args[at + 1] ?? '.') : path.dirname(fileURLToPath(import.meta.url));
  const result = validateSeed(dir, { complete: args.includes('--complete') });
  if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else printSummary(result);
  process.exit(result.ok ? 0 : 1);
}

/** The languages of `languages` that `doc[field]` lacks, sorted and joined ('' when none). */
function missingLanguages(doc, field, languages) {
  const map = doc[field] && typeof doc[field] === 'object' ? doc[field] : {};
  const missing = [...languages].filter((l) => !(l in map)).sort();
  return missing.length ? [missing.join(', ')] : [];
}
