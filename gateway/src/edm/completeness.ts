import { RecordView } from './record-view';
import { RECORD_KEYS } from './record-keys';
import type { EdmRecord } from './types';

/**
 * Europeana's completeness score (0–10): the record's own when it gives one above 0, else an
 * estimate (Europeana computes it at ingestion): one point per main descriptive field present,
 * one for rights, one for media, at most 10.
 */
export function completenessOf(view: RecordView, hasMedia: boolean): number {
  const given = view.record.europeanaCompleteness;
  if (typeof given === 'number' && given > 0) return given;
  const present = [
    view.field('dcTitle'),
    view.field('dcDescription'),
    view.field('dcCreator'),
    view.field('dcDate') ?? view.field('dctermsCreated'),
    view.field('dcSubject'),
    view.field('dcType'),
    view.field('dctermsSpatial'),
    view.field('dctermsMedium') ?? view.field('dcFormat'),
    view.aggregation?.edmRights,
  ].filter(Boolean).length;
  return Math.min(10, present + (hasMedia ? 1 : 0));
}

/** Record keys api2 writes after `europeanaCompleteness`. */
const KEYS_AFTER = new Set(RECORD_KEYS.slice(RECORD_KEYS.indexOf('europeanaCompleteness') + 1));

/**
 * The record carrying `europeanaCompleteness` like every Record API object does: unchanged when
 * it has one (even 0), else a copy with the estimate placed where api2 writes the key (before
 * `proxies`). For the converters that make records; imported record.json documents are stored
 * as they came.
 */
export function withCompleteness(record: EdmRecord): EdmRecord {
  if (typeof record.europeanaCompleteness === 'number') return record;
  const view = new RecordView(record);
  const aggregation = view.aggregation;
  const hasMedia = Boolean(
    aggregation?.edmIsShownBy || aggregation?.hasView?.length || aggregation?.edmObject,
  );
  const completeness = completenessOf(view, hasMedia);
  const out: Record<string, unknown> = {};
  for (const key in record) {
    if (KEYS_AFTER.has(key) && !('europeanaCompleteness' in out))
      out.europeanaCompleteness = completeness;
    out[key] = record[key];
  }
  out.europeanaCompleteness ??= completeness;
  return out as EdmRecord;
}
