import { makeAutoObservable } from 'mobx';

export type ResultsView = 'grid' | 'list' | 'mosaic';
export const RESULTS_VIEWS: readonly ResultsView[] = ['grid', 'list', 'mosaic'];
export const DEFAULT_RESULTS_VIEW: ResultsView = 'grid';
/** The cookie that keeps the results view; the server reads it (spec §4). */
export const RESULTS_VIEW_COOKIE = 'searchResultsView';

export function isResultsView(value: unknown): value is ResultsView {
  return typeof value === 'string' && (RESULTS_VIEWS as readonly string[]).includes(value);
}

export interface SearchStateSnapshot {
  view: ResultsView;
  showSearchBar: boolean;
  showSearchSidebar: boolean;
  queryInputValue: string;
  collectionFacetEnabled: boolean;
  /** Set by the search page while it is shown, so the header can follow it. */
  active: boolean;
  showSidebarToggle: boolean;
  totalResults: number | null;
  filtersApplied: boolean;
}

/** Search state of spec §3 that outlives one page: view, bar and sidebar, the query being typed. */
export class SearchStore {
  active = false;
  collectionFacetEnabled = true;
  collectionLabel: string | null = null;
  loggableInteraction = false;
  queryInputValue = '';
  showSearchSidebar = false;
  showSidebarToggle = false;
  showSearchBar = false;
  view: ResultsView = DEFAULT_RESULTS_VIEW;
  totalResults: number | null = null;
  /** The URL has qf, api, reusability or qa (the filter button's applied indicator, spec §2.5). */
  filtersApplied = false;
  qa: string[] = [];

  constructor(snapshot?: Partial<SearchStateSnapshot>) {
    if (snapshot) Object.assign(this, pickSnapshot(snapshot));
    makeAutoObservable(this);
  }

  setView(view: ResultsView) {
    this.view = view;
  }

  setQueryInputValue(value: string) {
    this.queryInputValue = value;
  }

  toggleSearchBar(show = !this.showSearchBar) {
    this.showSearchBar = show;
  }

  toggleSearchSidebar(show = !this.showSearchSidebar) {
    this.showSearchSidebar = show;
  }

  setShowSidebarToggle(show: boolean) {
    this.showSidebarToggle = show;
  }

  setActive(active: boolean) {
    this.active = active;
  }

  setTotalResults(total: number | null) {
    this.totalResults = total;
  }

  setFiltersApplied(applied: boolean) {
    this.filtersApplied = applied;
  }

  snapshot(): SearchStateSnapshot {
    return {
      view: this.view,
      showSearchBar: this.showSearchBar,
      showSearchSidebar: this.showSearchSidebar,
      queryInputValue: this.queryInputValue,
      collectionFacetEnabled: this.collectionFacetEnabled,
      active: this.active,
      showSidebarToggle: this.showSidebarToggle,
      totalResults: this.totalResults,
      filtersApplied: this.filtersApplied,
    };
  }
}

function pickSnapshot(snapshot: Partial<SearchStateSnapshot>): Partial<SearchStateSnapshot> {
  const picked: Partial<SearchStateSnapshot> = {};
  if (isResultsView(snapshot.view)) picked.view = snapshot.view;
  if (typeof snapshot.showSearchBar === 'boolean') picked.showSearchBar = snapshot.showSearchBar;
  if (typeof snapshot.showSearchSidebar === 'boolean')
    picked.showSearchSidebar = snapshot.showSearchSidebar;
  if (typeof snapshot.queryInputValue === 'string')
    picked.queryInputValue = snapshot.queryInputValue;
  if (typeof snapshot.collectionFacetEnabled === 'boolean')
    picked.collectionFacetEnabled = snapshot.collectionFacetEnabled;
  if (typeof snapshot.active === 'boolean') picked.active = snapshot.active;
  if (typeof snapshot.showSidebarToggle === 'boolean')
    picked.showSidebarToggle = snapshot.showSidebarToggle;
  if (typeof snapshot.totalResults === 'number' && snapshot.totalResults >= 0)
    picked.totalResults = snapshot.totalResults;
  if (typeof snapshot.filtersApplied === 'boolean') picked.filtersApplied = snapshot.filtersApplied;
  return picked;
}
