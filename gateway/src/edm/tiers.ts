import type { RecordView } from './record-view';
import type { EdmRecord, IndexHints } from './types';

const TIER_BODY = /contentTier(\d)|metadataTier([0A-C])/i;

/** Tiers from the record's quality annotations (how Europeana publishes them). */
export function annotatedTiers(record: EdmRecord): { contentTier?: number; metadataTier?: string } {
  const out: { contentTier?: number; metadataTier?: string } = {};
  for (const annotation of record.qualityAnnotations ?? []) {
    const match = TIER_BODY.exec(String(annotation?.body ?? ''));
    if (match?.[1] !== undefined) out.contentTier = Number(match[1]);
    if (match?.[2] !== undefined) out.metadataTier = match[2].toUpperCase();
  }
  return out;
}

/**
 * The content tier: given by the source, else annotated, else estimated from the media like
 * Europeana's rules of thumb (no media 0, a preview only 1, a full media object 2, a large image
 * or a media object under an open licence 3 or 4).
 */
export function contentTierOf(view: RecordView, hints: IndexHints, open: boolean): number {
  if (typeof hints.contentTier === 'number') return hints.contentTier;
  const annotated = annotatedTiers(view.record).contentTier;
  if (annotated !== undefined) return annotated;
  const aggregation = view.aggregation;
  const main = aggregation?.edmIsShownBy ?? aggregation?.hasView?.[0];
  if (!main) return aggregation?.edmObject ? 1 : 0;
  const resource = view.webResource(main);
  const pixels = Number(resource?.ebucoreWidth ?? 0) * Number(resource?.ebucoreHeight ?? 0);
  if (pixels >= 950_000) return open ? 4 : 3;
  return open ? 3 : 2;
}

export function metadataTierOf(view: RecordView, hints: IndexHints): string | undefined {
  return hints.metadataTier ?? annotatedTiers(view.record).metadataTier;
}
