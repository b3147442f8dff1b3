import type { LanguageMap } from './language-map';
import { setLanguageValue } from './own-language';

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
  // The values of the run so far, as written ("0950" stays "0950" when the run is short).
  let run: Array<{ year: number; text: string }> = [];
  const flush = () => {
    if (run.length >= SHORTEST_RUN) out.push(`${run[0]!.year} – ${run[run.length - 1]!.year}`);
    else out.push(...run.map((value) => value.text));
    run = [];
  };
  for (const text of values) {
    const year = YEAR.test(text.trim()) ? Number(text.trim()) : undefined;
    if (year !== undefined && run.length && year === run[run.length - 1]!.year + 1) {
      run.push({ year, text });
      continue;
    }
    flush();
    if (year === undefined) out.push(text);
    else run.push({ year, text });
  }
  flush();
  return out;
}

/** {@link collapseYearRuns} for each language of a `year` map. */
export function collapseYearMap(map: LanguageMap): LanguageMap {
  const out: LanguageMap = {};
  for (const [lang, values] of Object.entries(map))
    setLanguageValue(out, lang, collapseYearRuns(values));
  return out;
}
