import styled from '@emotion/styled';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  colours,
  focusRing,
  fontSizes,
  parseRangeFilterValue,
  radii,
  rangeFilterValue,
  space,
} from '@portal/shared-kernel';

/** A year (`1900`, `-500`) or a date (`1900-05`, `1900-05-31`). */
export const DATE_VALUE = /^-?\d{1,4}(?:-\d{2}(?:-\d{2})?)?$/;

/** The numeric parts of a {@link DATE_VALUE}: year (may be negative), then month and day if given. */
function dateParts(value: string): number[] {
  const match = /^(-?\d+)(?:-(\d+)(?:-(\d+))?)?$/.exec(value)!;
  return match.slice(1).flatMap((part) => (part === undefined ? [] : [Number(part)]));
}

/**
 * Whether a range runs backwards: `from` begins after `to` has ended. Years are compared as
 * numbers (`-500` is before `100`), then months and days where both dates give them; a year and a
 * date within it overlap (`1900-05` to `1900` is not reversed).
 */
export function isReversedRange(from: string, to: string): boolean {
  const a = dateParts(from);
  const b = dateParts(to);
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) return a[i]! > b[i]!;
  }
  return false;
}

type DateError = 'invalidDate' | 'reversedRange';

/** What is wrong, and with which of the two boxes (a reversed range is both). */
interface DateProblem {
  kind: DateError;
  start: boolean;
  end: boolean;
}

const Form = styled.form`
  display: grid;
  /* minmax(0, …): the boxes' own width must not widen the columns past the sidebar (it made
     the page scroll sideways on a phone). */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space[2]}px;
  label {
    display: flex;
    flex-direction: column;
    font-size: ${fontSizes.small};
  }
  input {
    min-width: 0;
    width: 100%;
    box-sizing: border-box;
    padding: ${space[2]}px;
    font: inherit;
    border: 1px solid ${colours.textSecondary};
    border-radius: ${radii.base};
  }
  input[aria-invalid='true'] {
    border-color: ${colours.danger};
  }
  .hint,
  .error {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${fontSizes.small};
    color: ${colours.textSecondary};
  }
  .error {
    color: ${colours.danger};
  }
  .actions {
    grid-column: 1 / -1;
    display: flex;
    gap: ${space[2]}px;
  }
  button {
    min-height: 36px;
    padding: 0 ${space[4]}px;
    font: inherit;
    border-radius: ${radii.base};
    cursor: pointer;
  }
  button[type='submit'] {
    color: ${colours.onAccent};
    background: ${colours.accent};
    border: 0;
  }
  button[type='button'] {
    color: ${colours.accentStrong};
    background: ${colours.surface};
    border: 1px solid ${colours.accentStrong};
  }
  input:focus-visible,
  button:focus-visible {
    box-shadow: ${focusRing};
  }
`;

/** The issued-date filter: from and to (either may stay open), or one date when both are equal. */
export function DateRangeFacet({
  title,
  value,
  onApply,
}: {
  title: string;
  value: string | undefined;
  onApply: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('search');
  const id = useId();
  const current = value ? parseRangeFilterValue(value) : undefined;
  const [start, setStart] = useState(current?.start ?? '');
  const [end, setEnd] = useState(current?.end ?? '');
  const [error, setError] = useState<DateProblem | null>(null);
  const startInput = useRef<HTMLInputElement>(null);
  // The boxes follow the filter when it changes elsewhere (a removed chip, "Clear all filters").
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setStart(current?.start ?? '');
    setEnd(current?.end ?? '');
    setError(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = start.trim();
    const to = end.trim();
    const bad = (v: string) => v !== '' && !DATE_VALUE.test(v);
    let problem: DateProblem | null = null;
    if (bad(from) || bad(to)) problem = { kind: 'invalidDate', start: bad(from), end: bad(to) };
    else if (from && to && isReversedRange(from, to)) {
      problem = { kind: 'reversedRange', start: true, end: true };
    }
    setError(problem);
    if (!problem) onApply(rangeFilterValue({ start, end }));
  };

  // The expected form is said before anything goes wrong (WCAG 3.3.2); an error replaces it,
  // and only the box at fault is marked invalid (3.3.1).
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <Form onSubmit={submit} aria-label={title} noValidate>
      <label>
        {t('filters.from')}
        <input
          ref={startInput}
          value={start}
          inputMode="numeric"
          aria-invalid={error?.start || undefined}
          aria-describedby={describedBy}
          onChange={(event) => setStart(event.target.value)}
        />
      </label>
      <label>
        {t('filters.to')}
        <input
          value={end}
          inputMode="numeric"
          aria-invalid={error?.end || undefined}
          aria-describedby={describedBy}
          onChange={(event) => setEnd(event.target.value)}
        />
      </label>
      {error ? (
        <p className="error" id={`${id}-error`} role="alert">
          {error.kind === 'reversedRange' ? t('filters.reversedRange') : t('filters.invalidDate')}
        </p>
      ) : (
        <p className="hint" id={`${id}-hint`}>
          {t('filters.invalidDate')}
        </p>
      )}
      <div className="actions">
        <button type="submit">{t('filters.apply')}</button>
        {value ? (
          <button
            type="button"
            onClick={() => {
              // The button goes with the filter: the focus stays in the form, on its first box.
              startInput.current?.focus();
              onApply(undefined);
            }}
          >
            {t('filters.clear')}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
