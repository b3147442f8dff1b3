import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { colours, focusRing, fontSizes, radii, space } from '../theme/tokens';

export interface ChipProps {
  label: string;
  /** Removing follows this link (works without JavaScript: a filter chip links to the URL without it). */
  removeTo?: string;
  /** Removing calls this instead, when there is no URL to go to. */
  onRemove?: () => void;
  /** Accessible name of the remove control; default "Remove {label}". */
  removeLabel?: string;
  className?: string;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]}px;
  max-width: 100%;
  padding: ${space[1]}px ${space[1]}px ${space[1]}px ${space[3]}px;
  font-size: ${fontSizes.small};
  color: ${colours.text};
  background: ${colours.surfaceAlt};
  border: 1px solid ${colours.border};
  border-radius: ${radii.round};
`;

const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const remove = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  width: 24px;
  height: 24px;
  padding: 0;
  font: inherit;
  line-height: 1;
  color: ${colours.textSecondary};
  background: transparent;
  border: 0;
  border-radius: ${radii.round};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    color: ${colours.onAccent};
    background: ${colours.accentStrong};
  }
  &:focus-visible {
    box-shadow: ${focusRing};
  }
`;

const RemoveLink = styled(Link)`
  ${remove}
`;
const RemoveButton = styled.button`
  ${remove}
`;

/** A cross drawn in CSS-free SVG, so the chip needs no icon package. */
function Cross() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.75" fill="none" />
    </svg>
  );
}

/** A removable chip, e.g. an active search filter (DESIGN.md). */
export function Chip({ label, removeTo, onRemove, removeLabel, className }: ChipProps) {
  const { t } = useTranslation('common');
  const name = removeLabel ?? t('chip.remove', { label });
  return (
    <Root className={className} data-chip>
      <Label title={label}>{label}</Label>
      {removeTo !== undefined ? (
        <RemoveLink to={removeTo} aria-label={name} onClick={onRemove}>
          <Cross />
        </RemoveLink>
      ) : onRemove ? (
        <RemoveButton type="button" aria-label={name} onClick={onRemove}>
          <Cross />
        </RemoveButton>
      ) : null}
    </Root>
  );
}
