import styled from '@emotion/styled';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import {
  colours,
  focusOutline,
  focusRing,
  fontSizes,
  fontWeights,
  motion,
  radii,
  space,
} from '../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'icon';

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>;

export type ButtonProps = NativeButtonProps & {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
} & (
    | { variant: 'icon'; 'aria-label': string; children: ReactNode }
    | { variant?: 'primary' | 'secondary'; children: ReactNode }
  );

const Base = styled.button<{ variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]}px;
  min-height: 44px;
  min-width: 44px;
  padding: ${({ variant }) => (variant === 'icon' ? `${space[2]}px` : `${space[2]}px ${space[5]}px`)};
  font: inherit;
  font-size: ${fontSizes.body};
  font-weight: ${fontWeights.semibold};
  line-height: 1.2;
  border-radius: ${radii.base};
  cursor: pointer;
  transition: ${motion.transition('background-color')}, ${motion.transition('color')};
  color: ${({ variant }) => (variant === 'primary' ? colours.onAccent : colours.text)};
  background: ${({ variant }) => (variant === 'primary' ? colours.accent : 'transparent')};
  border: 1px solid
    ${({ variant }) =>
      variant === 'primary'
        ? colours.accent
        : variant === 'secondary'
          ? colours.textSecondary
          : 'transparent'};
  &:hover:not(:disabled) {
    background: ${({ variant }) => (variant === 'primary' ? colours.accentHover : colours.surfaceAlt)};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/**
 * The portal's button: primary (the one main action), secondary, or icon (an icon-only button,
 * which must have an `aria-label`). Type defaults to "button" so it never submits by accident.
 */
export function Button({ variant = 'primary', type = 'button', children, ...rest }: ButtonProps) {
  return (
    <Base variant={variant} type={type} {...rest}>
      {children}
    </Base>
  );
}

/**
 * The look of a primary or secondary button for a link (a download, a login to like an item):
 * where following a URL is the action, the element stays a link, so it opens in a new tab, is
 * crawlable and works without JavaScript.
 */
export function buttonLinkStyles(variant: 'primary' | 'secondary'): string {
  const primary = variant === 'primary';
  return `
  display: inline-flex;
  align-items: center;
  gap: ${space[2]}px;
  min-height: 44px;
  padding: ${space[2]}px ${space[4]}px;
  font-weight: ${fontWeights.semibold};
  color: ${primary ? colours.onAccent : colours.text};
  background: ${primary ? colours.accent : colours.surface};
  border: 1px solid ${primary ? colours.accent : colours.textSecondary};
  border-radius: ${radii.base};
  text-decoration: none;
  &:hover {
    background: ${primary ? colours.accentHover : colours.surfaceAlt};
  }
  &:focus-visible {
    ${focusOutline}
    box-shadow: ${focusRing};
  }
`;
}
