/** Query parameters that filter search results (spec §2.5). */
const FILTER_PARAMS = ['qf', 'api', 'reusability', 'qa'] as const;

/** Whether the search query has filters applied, for the filter button and its dot. */
export function filtersApplied(search: string): boolean {
  const params = new URLSearchParams(search);
  return FILTER_PARAMS.some((name) => params.getAll(name).some((value) => value.trim() !== ''));
}
