import { useTranslation } from 'react-i18next';
import { colours, fontSizes, space, usePortal } from '@portal/shared-kernel';

export interface RadioOption {
  value: string;
  label: string;
  count?: number;
}

/** A facet that takes one value or none ("Any"): the thematic collection, where to search. */
export function RadioFacet({
  name,
  title,
  options,
  selected,
  onSelect,
  withAny = true,
}: {
  name: string;
  title: string;
  options: RadioOption[];
  selected: string | undefined;
  onSelect: (value: string | undefined) => void;
  withAny?: boolean;
}) {
  const { t } = useTranslation('search');
  const { locale } = usePortal();
  const number = new Intl.NumberFormat(locale);
  const all: RadioOption[] = withAny
    ? [{ value: '', label: t('filters.any') }, ...options]
    : options;
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend className="visually-hidden">{title}</legend>
      {all.map((option) => (
        <label
          key={option.value}
          css={{
            display: 'flex',
            alignItems: 'center',
            gap: space[2],
            minHeight: 32,
            cursor: 'pointer',
          }}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={(selected ?? '') === option.value}
            onChange={() => onSelect(option.value || undefined)}
            css={{ width: 18, height: 18, margin: 0, accentColor: colours.accent }}
          />
          <span css={{ flex: 1 }}>{option.label}</span>
          {option.count !== undefined ? (
            <span css={{ fontSize: fontSizes.small, color: colours.textSecondary }}>
              {number.format(option.count)}
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
