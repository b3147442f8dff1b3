import styled from '@emotion/styled';
import { useState } from 'react';
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

/** Values shown before "show all". */
export const INITIAL_VALUES = 8;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
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

/** Selected values first (even with no count), then the others by count. */
export function facetValues(fields: FacetField[], selected: readonly string[]): FacetField[] {
  const chosen = selected.map(
    (value) => fields.find((field) => field.label === value) ?? { label: value, count: 0 },
  );
  return [...chosen, ...fields.filter((field) => !selected.includes(field.label))];
}

/**
 * A facet whose values can be combined (any of them): a group of checkboxes with counts, colour
 * swatches for the palette, type icons for types; long lists show the first values and can be
 * narrowed down by typing.
 */
export function CheckboxFacet({
  definition,
  title,
  fields,
  selected,
  onToggle,
}: {
  definition: FacetDefinition;
  title: string;
  fields: FacetField[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  const { t } = useTranslation('search');
  const { locale } = usePortal();
  const [showAll, setShowAll] = useState(false);
  const [narrow, setNarrow] = useState('');

  const values = facetValues(fields, selected).map((field) => ({
    ...field,
    text: facetValueLabel(definition.name, field.label, t, locale),
  }));
  const needle = narrow.trim().toLocaleLowerCase(locale);
  const matching = needle
    ? values.filter((value) => value.text.toLocaleLowerCase(locale).includes(needle))
    : values;
  const shown =
    showAll || needle ? matching : matching.slice(0, Math.max(INITIAL_VALUES, selected.length));

  if (!values.length) return <p>{t('filters.noValues')}</p>;

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
      <List>
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
              <span className="count">{formatNumber(value.count, locale)}</span>
            </label>
          </li>
        ))}
      </List>
      {!needle && matching.length > INITIAL_VALUES ? (
        <More type="button" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? t('filters.showFewer') : t('filters.showAll', { count: matching.length })}
        </More>
      ) : null}
    </fieldset>
  );
}
