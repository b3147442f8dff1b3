import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  COLLECTION_FACET,
  COLLECTION_THEMES,
  colours,
  filtersFromQf,
  fontSizes,
  SEARCH_FACETS,
  Skeleton,
  space,
  toggleFilterValue,
  toggleReusability,
  usePortal,
  withSingleValue,
  type FacetDefinition,
  type FacetField,
} from '@portal/shared-kernel';
import { facetLabel, facetValueLabel } from '../../domain/facet-labels';
import { usePendingSearchRequest } from './use-pending-search-request';
import { changedSearchUrl } from '../../domain/search-url';
import type { SearchApi, SearchRequest } from '../../domain/search-request';
import { CheckboxFacet } from './CheckboxFacet';
import { useAllFacetValues } from './use-all-facet-values';
import { DateRangeFacet } from './DateRangeFacet';
import { FacetGroup } from './FacetGroup';
import { RadioFacet } from './RadioFacet';
import { useFacetCounts } from './use-facet-counts';
import { useFocusKeptInView } from './use-focus-kept-in-view';

const Status = styled.div`
  margin: ${space[3]}px 0;
  font-size: ${fontSizes.small};
  color: ${colours.textSecondary};
  button {
    margin-left: ${space[2]}px;
    font: inherit;
    color: ${colours.accentStrong};
    background: none;
    border: 0;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** A checkbox facet whose whole list can be loaded when the counts give only its first values. */
function CheckboxFacetWithWholeList({
  request,
  countsReady,
  fields: counted,
  ...props
}: Omit<Parameters<typeof CheckboxFacet>[0], 'all'> & {
  request: SearchRequest;
  countsReady: boolean;
  fields: FacetField[];
}) {
  const { fields, ...all } = useAllFacetValues(
    request,
    props.definition.name,
    counted,
    countsReady,
  );
  return <CheckboxFacet {...props} fields={fields} all={all} />;
}

/**
 * The facets of the sidebar (spec §3), counted for the current search. Loaded on demand (its own
 * chunk), with counts fetched in the browser once the sidebar is open. Every change is a new URL
 * (back to page 1), so the search, its chips and its links follow.
 */
export const FacetSidebar = observer(function FacetSidebar({
  request: loaded,
}: {
  request: SearchRequest;
}) {
  const { t } = useTranslation('search');
  const { locale, stores } = usePortal();
  const navigate = useNavigate();
  const collectionFacet = stores.search.collectionFacetEnabled;
  const { status, counts, retry } = useFacetCounts(loaded, collectionFacet);
  // The boxes and the next change start from the search being loaded, if any.
  const request = usePendingSearchRequest(loaded);
  const filters = filtersFromQf(request.qf);
  const root = useRef<HTMLDivElement>(null);
  useFocusKeptInView(root, loaded, counts);

  const go = (changes: Partial<SearchRequest>) =>
    navigate(changedSearchUrl(locale, request, changes), { preventScrollReset: true });

  const showApiSwitch = request.api !== null || filters.collection?.[0] === 'newspaper';

  const facet = (definition: FacetDefinition) => {
    const title = facetLabel(definition.name, t);
    const fields = counts[definition.name] ?? [];
    if (definition.kind === 'date-range') {
      const value = filters[definition.name]?.[0];
      return (
        <FacetGroup
          key={definition.name}
          name={definition.name}
          title={title}
          selectedCount={value ? 1 : 0}
          initiallyOpen={false}
        >
          <DateRangeFacet
            title={title}
            value={value}
            onApply={(range) => go({ qf: withSingleValue(request.qf, definition.name, range) })}
          />
        </FacetGroup>
      );
    }
    if (definition === COLLECTION_FACET) {
      const selected = filters.collection?.[0];
      return (
        <FacetGroup
          key={definition.name}
          name={definition.name}
          title={title}
          selectedCount={selected ? 1 : 0}
          initiallyOpen={false}
        >
          <RadioFacet
            name="collection"
            title={title}
            selected={selected}
            options={COLLECTION_THEMES.map((theme) => ({
              value: theme,
              label: facetValueLabel('collection', theme, t, locale),
              count: fields.find((field) => field.label === theme)?.count,
            }))}
            onSelect={(value) =>
              go({
                qf: withSingleValue(request.qf, 'collection', value),
                // Full-text search is the newspapers' (spec §5): leaving them leaves it too.
                ...(value === 'newspaper' ? {} : { api: null }),
              })
            }
          />
        </FacetGroup>
      );
    }
    const selected =
      definition.param === 'reusability' ? request.reusability : (filters[definition.name] ?? []);
    if (status !== 'ready' && !fields.length && !selected.length) {
      return (
        <FacetGroup
          key={definition.name}
          name={definition.name}
          title={title}
          selectedCount={0}
          initiallyOpen={definition.group === 'main'}
        >
          <Skeleton lines={3} />
        </FacetGroup>
      );
    }
    if (!fields.length && !selected.length) return null;
    return (
      <FacetGroup
        key={definition.name}
        name={definition.name}
        title={title}
        selectedCount={selected.length}
        initiallyOpen={definition.group === 'main'}
      >
        <CheckboxFacetWithWholeList
          request={loaded}
          countsReady={status === 'ready'}
          definition={definition}
          title={title}
          fields={fields}
          selected={selected}
          onToggle={(value) =>
            go(
              definition.param === 'reusability'
                ? { reusability: toggleReusability(request.reusability, value) }
                : { qf: toggleFilterValue(request.qf, definition.name, value) },
            )
          }
        />
      </FacetGroup>
    );
  };

  return (
    <div ref={root} aria-busy={status === 'loading'}>
      {status === 'error' ? (
        <Status role="alert">
          {t('filters.failed')}
          <button type="button" onClick={retry}>
            {t('filters.retry')}
          </button>
        </Status>
      ) : null}
      {showApiSwitch ? (
        <FacetGroup
          name="api"
          title={t('facets.api')}
          selectedCount={request.api ? 1 : 0}
          initiallyOpen
        >
          <RadioFacet
            name="api"
            title={t('facets.api')}
            withAny={false}
            selected={request.api ?? 'metadata'}
            options={(['metadata', 'fulltext'] as SearchApi[]).map((api) => ({
              value: api,
              label: t(`api.${api}`),
            }))}
            onSelect={(value) => go({ api: value === 'fulltext' ? 'fulltext' : null })}
          />
        </FacetGroup>
      ) : null}
      {SEARCH_FACETS.filter((definition) => collectionFacet || definition !== COLLECTION_FACET).map(
        facet,
      )}
    </div>
  );
});
