import type { StatementCache } from './statement-cache';

export interface StoredAnnotation {
  annotationKey: number;
  itemKey: number;
  motivation: 'tagging' | 'transcribing';
  language: string | null;
  value: string;
  createdAt: number;
}

/** Tags and transcriptions that came with items (read by the Annotation API). */
export class AnnotationsRepository {
  constructor(private readonly statements: StatementCache) {}

  forItem(itemKey: number): StoredAnnotation[] {
    return this.statements
      .get(
        `SELECT annotation_key AS annotationKey, item_key AS itemKey, motivation, language, value, created_at AS createdAt
         FROM item_annotations WHERE item_key = ? ORDER BY annotation_key`,
      )
      .all(itemKey) as StoredAnnotation[];
  }
}
