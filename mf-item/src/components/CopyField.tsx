import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import CopyIcon from 'lucide-react/icons/copy';
import {
  Button,
  colours,
  focusOutline,
  focusRing,
  fontSizes,
  Icon,
  radii,
  space,
} from '@portal/shared-kernel';
import { useItemT } from './item-texts';

const Field = styled.div`
  display: grid;
  gap: ${space[2]}px;
  label {
    font-weight: 600;
  }
  textarea {
    /* Its height comes from the rows attribute: one line for a link, several for a snippet. */
    width: 100%;
    padding: ${space[2]}px;
    font: inherit;
    font-size: ${fontSizes.small};
    color: ${colours.text};
    background: ${colours.surfaceAlt};
    border: 1px solid ${colours.textSecondary};
    border-radius: ${radii.base};
    resize: vertical;
    &:focus-visible {
      ${focusOutline}
      box-shadow: ${focusRing};
    }
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]}px;
`;

/** Long enough for the emptied live region to be rendered before the message comes back. */
const ANNOUNCE_DELAY_MS = 100;

export interface CopyFieldProps {
  label: string;
  value: string;
  /** Text of the copy button. */
  copyLabel: string;
  /** Said once the text is on the clipboard. */
  copiedLabel: string;
  help?: string;
  rows?: number;
}

/**
 * Read-only text with a copy button (attribution, link, embed code). Copying is confirmed in a
 * live region; when the clipboard is unavailable the text is selected for the visitor to copy.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedLabel,
  help,
  rows = 3,
}: CopyFieldProps) {
  const t = useItemT();
  const id = useId();
  const text = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState('');

  const copy = async () => {
    let said: string;
    try {
      await navigator.clipboard.writeText(value);
      said = copiedLabel;
    } catch {
      text.current?.select();
      said = t('download.copyFailed');
    }
    // A live region speaks when its text changes: emptied first, a second copy is said again.
    setStatus('');
    setTimeout(() => setStatus(said), ANNOUNCE_DELAY_MS);
  };

  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {help ? <span id={`${id}-help`}>{help}</span> : null}
      <textarea
        id={id}
        aria-describedby={help ? `${id}-help` : undefined}
        ref={text}
        readOnly
        rows={rows}
        // One line (a link) scrolls sideways instead of wrapping into a cut-off second line.
        wrap={rows === 1 ? 'off' : undefined}
        value={value}
        onFocus={(e) => e.target.select()}
      />
      <Row>
        <Button variant="secondary" onClick={copy}>
          <Icon icon={CopyIcon} size={18} />
          {copyLabel}
        </Button>
        <span role="status" aria-live="polite">
          {status}
        </span>
      </Row>
    </Field>
  );
}
