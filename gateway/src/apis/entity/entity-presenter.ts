import type { EntityDoc } from '../../edm/entity-types';
import { md5Hex } from '../../edm/hash';
import { canonicalMediaUrl } from '../../edm/local-media';
import type { Store } from '../../store/store';
import { findLocalImage } from '../thumbnail/local-image';
import type { EntityItemCounts } from './item-counts';

export const ENTITY_CONTEXT = 'http://www.europeana.eu/schemas/context/entity.jsonld';

type WebResourceRef = { id: string; type?: string; source?: string; thumbnail?: string };

/**
 * Completes stored entity documents for a response: local image references become canonical
 * URLs, `isShownBy.thumbnail` a Thumbnail API v3 URL of this gateway (200 px, what the portal
 * shows), local logos and depictions a fetchable thumbnail URL, and `isAggregatedBy.recordCount`
 * the number of items linked to the entity in the store.
 */
export class EntityPresenter {
  constructor(
    private readonly store: Store,
    private readonly counts: EntityItemCounts,
  ) {}

  present(doc: EntityDoc, base: string): Record<string, unknown> {
    const out: Record<string, unknown> = { ...doc };
    if (doc.isShownBy?.id) out.isShownBy = this.withThumbnail(doc.isShownBy, base);
    for (const key of ['logo', 'depiction'] as const) {
      const ref = doc[key] as WebResourceRef | undefined;
      if (ref?.id) out[key] = this.localised(ref, base);
    }
    const aggregation = (doc.isAggregatedBy ?? {}) as Record<string, unknown>;
    out.isAggregatedBy = {
      id: `${doc.id}#aggregation`,
      type: 'Aggregation',
      ...aggregation,
      recordCount: this.counts.get(doc.id),
    };
    return out;
  }

  /** With `@context`, as a standalone document. */
  document(doc: EntityDoc, base: string): Record<string, unknown> {
    return { '@context': ENTITY_CONTEXT, ...this.present(doc, base) };
  }

  withThumbnail(ref: WebResourceRef, base: string): WebResourceRef {
    const url = safeCanonicalUrl(ref.id);
    const md5 = md5Hex(url);
    const known = findLocalImage(this.store, md5) ?? this.store.media.byMd5(md5);
    return {
      ...ref,
      id: url,
      type: ref.type ?? 'WebResource',
      ...(known ? { thumbnail: `${base}/thumbnail/v3/200/${md5}` } : {}),
    };
  }

  /** Local files cannot be fetched by their canonical URL; their thumbnail URL can. */
  private localised(ref: WebResourceRef, base: string): WebResourceRef {
    const md5 = md5Hex(safeCanonicalUrl(ref.id));
    return findLocalImage(this.store, md5)
      ? { ...ref, id: `${base}/thumbnail/v3/400/${md5}` }
      : ref;
  }
}

/** `local:` references with unusable file names stay as they are (and get no thumbnail). */
function safeCanonicalUrl(url: string): string {
  try {
    return canonicalMediaUrl(url);
  } catch {
    return url;
  }
}
