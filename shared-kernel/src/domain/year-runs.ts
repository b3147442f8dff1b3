import type { LanguageMap } from './language-map';

const YEAR = /^-?\d{1,4}$/;
/** Runs shorter than this stay as they are: "1914, 1915" reads better than "1914–1915". */
const SHORTEST_RUN = 3;

/**
 * Europeana's `year` lists every year a date covers: "c. 1550–1500 BC" gives 51 values, and the
 * item page's ten-value cap then showed ten lines from -1550 to -1541, cut off mid-range. Runs
 * of consecutive years become one "first – last" value; other values keep their place.
 */
export function collapseYearRuns(values: readonly string[]): string[] {
  const out: string[] = [];
  let run: number[] = [];
  const flush = () => {
    if (run.length >= SHORTEST_RUN) out.push(`${run[0]} – ${run[run.length - 1]}`);
    else out.push(...run.map(String));
    run = [];
  };
  for (const value of values) {
    const year = YEAR.test(value.trim()) ? Number(value.trim()) : undefined;
    if (year !== undefined && run.length && year === run[run.length - 1]! + 1) {
      run.push(year);
      continue;
    }
    flush();
    if (year === undefined) out.push(value);
    else run.push(year);
  }
  flush();
  return out;
}

/** {@link collapseYearRuns} for each language of a `year` map. */
export function collapseYearMap(map: LanguageMap): LanguageMap {
  const out: LanguageMap = {};
  for (const [lang, values] of Object.entries(map)) out[lang] = collapseYearRuns(values);
  return out;
}
