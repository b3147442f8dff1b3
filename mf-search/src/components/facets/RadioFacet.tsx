import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { colours, fontSizes, space, usePortal, formatNumber } from '@portal/shared-kernel';

export interface RadioOption {
  value: string;
  label: string;
  count?: number;
}

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * A facet that takes one value or none ("Any"): the thematic collection, where to search.
 *
 * A click applies the option at once. The arrow keys (which check the next radio natively) only
 * move a pending choice, shown checked, so a keyboard user can go through the options without a
 * search for each: Enter or Space applies it, and so does leaving the group with another choice
 * than the applied one.
 */
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
  const hintId = useId();
  const all: RadioOption[] = withAny
    ? [{ value: '', label: t('filters.any') }, ...options]
    : options;
  const applied = selected ?? '';

  /** The option moved to with the arrow keys (or just clicked), until the selection follows. */
  const [pending, setPending] = useState<string | null>(null);
  /** The value last handed to `onSelect`, so it is not applied twice before the selection follows. */
  const requested = useRef<string | null>(null);
  /** Set by an arrow key, so the change it causes is known as a keyboard move. */
  const arrowMove = useRef(false);
  const [shownSelected, setShownSelected] = useState(applied);
  if (shownSelected !== applied) {
    setShownSelected(applied);
    setPending(null);
    requested.current = null;
  }
  const checked = pending ?? applied;

  const apply = (value: string) => {
    if (value === applied || value === requested.current) return;
    requested.current = value;
    onSelect(value || undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (ARROW_KEYS.has(event.key)) arrowMove.current = true;
    else if ((event.key === 'Enter' || event.key === ' ') && pending !== null) {
      if (pending !== applied) event.preventDefault();
      apply(pending);
    }
  };

  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (pending !== null) apply(pending);
  };

  const onChange = (value: string) => {
    setPending(value);
    if (arrowMove.current) arrowMove.current = false;
    else apply(value);
  };

  // A click on the option already shown checked (a pending one) fires no change, yet applies it.
  const onClick = (value: string) => {
    if (arrowMove.current) return;
    setPending(value);
    apply(value);
  };

  return (
    <fieldset
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      onKeyUp={() => (arrowMove.current = false)}
      onPointerDown={() => (arrowMove.current = false)}
      onBlur={onBlur}
      css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <legend className="visually-hidden">{title}</legend>
      <p id={hintId} className="visually-hidden">
        {t('filters.radioHint')}
      </p>
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
            checked={checked === option.value}
            onChange={() => onChange(option.value)}
            onClick={() => onClick(option.value)}
            css={{ width: 18, height: 18, margin: 0, accentColor: colours.accent }}
          />
          <span css={{ flex: 1 }}>{option.label}</span>
          {option.count !== undefined ? (
            <span css={{ fontSize: fontSizes.small, color: colours.textSecondary }}>
              {formatNumber(option.count, locale)}
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
