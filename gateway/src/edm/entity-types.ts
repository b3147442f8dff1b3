import type { EntityType } from './ids';
import type { LangMap } from './types';

/**
 * An Entity API document (contract §3) without `@context`: `prefLabel` is one string per
 * language, most other literal fields are language maps of arrays.
 */
export interface EntityDoc {
  id: string;
  type: EntityType;
  prefLabel?: Record<string, string>;
  altLabel?: LangMap;
  hiddenLabel?: string[];
  note?: LangMap;
  sameAs?: string[];
  isShownBy?: { id: string; type: string; source?: string; thumbnail?: string };
  depiction?: { id: string; source?: string };
  [field: string]: unknown;
}
