import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SearchIcon from 'lucide-react/icons/search';
import {
  colours,
  focusRing,
  fontSizes,
  Icon,
  radii,
  space,
  usePortal,
  type FacetDefinition,
  type FacetField,
  formatNumber,
} from '@portal/shared-kernel';
import { facetValueLabel } from '../../domain/facet-labels';
import { TypeIcon } from '@portal/shared-kernel/src/components/TypeIcon';
import type { AllFacetValues } from './use-all-facet-values';

/** Values shown before "show all". */
export const INITIAL_VALUES = 8;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  /* A long list scrolls in a box of its own, so "show fewer" and the next facets stay near; the
     padding keeps the focus ring of the boxes inside it. */
  &[data-expanded='true'] {
    max-height: min(28rem, 60vh);
    overflow-y: auto;
    margin: 0 -${space[1]}px;
    padding: 0 ${space[1]}px;
  }
  li + li {
    margin-top: ${space[1]}px;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${space[2]}px;
    min-height: 32px;
    cursor: pointer;
  }
  input {
    flex: 0 0 auto;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${colours.accent};
  }
  .value {
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .count {
    flex: 0 0 auto;
    font-size: ${fontSizes.small};
    color: ${colours.textSecondary};
  }
`;

const Swatch = styled.span<{ colour: string }>`
  flex: 0 0 auto;
  width: 20px;
  height: 20px;
  background: ${({ colour }) => colour};
  border: 1px solid ${colours.textSecondary};
  border-radius: ${radii.base};
`;

/** The box that narrows the values down, with a magnifier so it reads as a search field. */
const NarrowBox = styled.div`
  position: relative;
  margin-bottom: ${space[2]}px;
  svg {
    position: absolute;
    top: 50%;
    left: ${space[2]}px;
    transform: translateY(-50%);
    color: ${colours.textSecondary};
    pointer-events: none;
  }
`;

const Narrow = styled.input`
  width: 100%;
  padding: ${space[2]}px ${space[2]}px ${space[2]}px ${space[2] + 18 + space[2]}px;
  font: inherit;
  border: 1px solid ${colours.textSecondary};
  border-radius: ${radii.base};
  &:focus-visible {
    box-shadow: ${focusRing};
  }
`;

const Note = styled.p`
  margin: ${space[2]}px 0 0;
  font-size: ${fontSizes.small};
  color: ${colours.textSecondary};
  /* Empty, it takes no room, but stays in the accessibility tree so that what it says is heard. */
  &:empty {
    margin: 0;
  }
`;

const More = styled.button`
  margin-top: ${space[2]}px;
  padding: ${space[1]}px 0;
  font: inherit;
  font-size: ${fontSizes.small};
  color: ${colours.accentStrong};
  background: none;
  border: 0;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    box-shadow: ${focusRing};
  }
`;

/**
 * Selected values first, then the others by count. A selected value missing from the values has
 * no count when the values are not the whole list (it may be further down), else 0.
 */
export function facetValues(
  fields: FacetField[],
  selected: readonly string[],
  complete = true,
): { label: string; count?: number }[] {
  const chosen = selected.map(
    (value) =>
      fields.find((field) => field.label === value) ?? {
        label: value,
        ...(complete ? { count: 0 } : {}),
      },
  );
  return [...chosen, ...fields.filter((field) => !selected.includes(field.label))];
}

/**
 * A facet whose values can be combined (any of them): a group of checkboxes with counts, colour
 * swatches for the palette, type icons for types; long lists show the first values and can be
 * narrowed down by typing. When `all` says the values may not be the whole list (the API gives 50
 * per facet), showing all or typing asks for the whole list; meanwhile the values at hand stay.
 */
export function CheckboxFacet({
  definition,
  title,
  fields,
  selected,
  onToggle,
  all,
}: {
  definition: FacetDefinition;
  title: string;
  fields: FacetField[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** The facet's whole list, when `fields` may not be all of it (else they are). */
  all?: Omit<AllFacetValues, 'fields'>;
}) {
  const { t } = useTranslation('search');
  const { locale } = usePortal();
  const [showAll, setShowAll] = useState(false);
  const [narrow, setNarrow] = useState('');
  const listId = useId();
  const complete = all?.complete ?? true;
  const status = all?.status ?? 'idle';
  const loadAll = all?.loadAll;

  const values = facetValues(fields, selected, complete).map((field) => ({
    ...field,
    text: facetValueLabel(definition.name, field.label, t, locale),
  }));
  const needle = narrow.trim().toLocaleLowerCase(locale);
  const matching = needle
    ? values.filter((value) => value.text.toLocaleLowerCase(locale).includes(needle))
    : values;
  const expanded = showAll || needle !== '';
  const shown = expanded ? matching : matching.slice(0, Math.max(INITIAL_VALUES, selected.length));

  // Showing all, or looking for a value, wants the whole list: asked for once (again on retry).
  useEffect(() => {
    if (expanded && !complete && status === 'idle') loadAll?.();
  }, [expanded, complete, status, loadAll]);

  if (!values.length) return <p>{t('filters.noValues')}</p>;

  let note = '';
  if (status === 'loading') note = t('filters.loadingAll', { facet: title });
  else if (status === 'error') note = t('filters.loadAllFailed', { facet: title });
  else if (needle && !matching.length) note = t('filters.noMatches', { text: narrow.trim() });
  else if (expanded && !complete && status === 'ready') note = t('filters.firstValuesOnly');

  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend className="visually-hidden">{title}</legend>
      {definition.searchable && values.length > INITIAL_VALUES ? (
        <NarrowBox>
          <Icon icon={SearchIcon} size={18} />
          <Narrow
            type="search"
            value={narrow}
            aria-label={t('filters.narrow', { facet: title })}
            onChange={(event) => setNarrow(event.target.value)}
          />
        </NarrowBox>
      ) : null}
      <List id={listId} data-expanded={expanded} aria-busy={status === 'loading'}>
        {shown.map((value) => (
          <li key={value.label}>
            <label>
              <input
                type="checkbox"
                name={definition.name}
                value={value.label}
                checked={selected.includes(value.label)}
                onChange={() => onToggle(value.label)}
              />
              {definition.kind === 'colour' ? (
                <Swatch colour={value.label} aria-hidden="true" />
              ) : null}
              {definition.kind === 'type' ? <TypeIcon type={value.label} size={18} /> : null}
              <span className="value">{value.text}</span>
              {value.count === undefined ? null : (
                <span className="count">{formatNumber(value.count, locale)}</span>
              )}
            </label>
          </li>
        ))}
      </List>
      {(all && (!complete || status !== 'idle')) || needle ? (
        // Present before it speaks, so that screen readers announce what it says. A live region
        // rather than role=status: the page's status is the results count.
        <Note aria-live="polite" aria-atomic="true" data-facet-note="">
          {note}
        </Note>
      ) : null}
      {status === 'error' ? (
        <More type="button" onClick={loadAll}>
          {t('filters.retry')}
        </More>
      ) : null}
      {!needle && matching.length > INITIAL_VALUES ? (
        <More
          type="button"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll
            ? t('filters.showFewer')
            : complete
              ? t('filters.showAll', { count: matching.length })
              : t('filters.showMore')}
        </More>
      ) : null}
    </fieldset>
  );
}
