import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colours, fontSizes, radii, space } from '../theme/tokens';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  variant?: AlertVariant;
  /** A short label before the message, such as "Error:" (spec §2.5 error page). */
  label?: string;
  children: ReactNode;
  className?: string;
}

const ACCENT: Record<AlertVariant, string> = {
  info: colours.accent,
  success: colours.success,
  warning: colours.textSecondary,
  error: colours.danger,
};

const Box = styled.div<{ variant: AlertVariant }>`
  padding: ${space[3]}px ${space[4]}px;
  border: 1px solid ${colours.border};
  border-left: 4px solid ${({ variant }) => ACCENT[variant]};
  border-radius: ${radii.base};
  background: ${colours.surface};
  color: ${colours.text};
  font-size: ${fontSizes.small};
  text-align: left;
`;

/**
 * A message box. Errors are announced at once (`role="alert"`), other messages politely
 * (`role="status"`).
 */
export function Alert({ variant = 'info', label, children, className }: AlertProps) {
  return (
    <Box
      variant={variant}
      role={variant === 'error' ? 'alert' : 'status'}
      className={className}
      data-variant={variant}
    >
      {label ? <strong>{label}</strong> : null}
      {label ? ' ' : null}
      {children}
    </Box>
  );
}
