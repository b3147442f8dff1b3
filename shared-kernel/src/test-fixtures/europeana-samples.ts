import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RecordObject } from '../domain/item';

/**
 * Real Record API documents from `../shared/data/europeana-samples` (never copied into the repo;
 * `PORTAL_SHARED_DATA` points elsewhere). Tests only.
 */
const SAMPLES_DIR = path.join(
  process.env.PORTAL_SHARED_DATA ?? path.resolve(__dirname, '../../../../shared/data'),
  'europeana-samples',
);

export const SAMPLE_RECORDS = {
  /** MIMO piano: 18 web resources (images, audio, video), mimo/semium entities, German title. */
  piano: 'record_09102__GNM_693983.json',
  /** Erfgoedplus print: untagged Dutch metadata, no edmIsShownBy, semium timespans. */
  print: 'record_2023008_CFD8A333.json',
  /** Partage Plus bookplate: Hungarian title, vocnet concepts, geonames places. */
  bookplate: 'record_2026110_Partage_Plus_7339.json',
  /** 2012-era API v2 document: plain lists, nulls, no language maps. */
  legacy: 'record_91627_7E8AAB01_legacy_v2.json',
} as const;

export function sampleRecord(name: keyof typeof SAMPLE_RECORDS): RecordObject {
  const document = JSON.parse(
    readFileSync(path.join(SAMPLES_DIR, SAMPLE_RECORDS[name]), 'utf8'),
  ) as {
    object: RecordObject;
  };
  return document.object;
}
