/** Digit runs are padded to this width, so numbers up to 12 digits compare by value. */
const NUMBER_WIDTH = 12;

/**
 * The key entity lists sort labels by: without accents, lower case, and numbers by value, so
 * "1st century" comes before "10th century" and "Édouard" sits among the E's. SQLite's NOCASE
 * folds ASCII letters only and compares digits as characters, and better-sqlite3 cannot
 * register a collation, so the key is computed here and stored (`entities.pref_label_sort`).
 */
export function labelSortKey(label: string | null | undefined): string | null {
  if (label === null || label === undefined) return null;
  return label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.padStart(NUMBER_WIDTH, '0'));
}
