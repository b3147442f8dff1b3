import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { colours, fontSizes, radii, space, zIndex } from '../theme/tokens';
import type { ToastStore, ToastVariant } from '../stores/toast-store';

const Region = styled.div`
  position: fixed;
  left: ${space[4]}px;
  bottom: ${space[4]}px;
  z-index: ${zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${space[2]}px;
  max-width: min(24rem, calc(100vw - ${space[4] * 2}px));
  pointer-events: none;
`;

const Item = styled.p<{ variant: ToastVariant }>`
  margin: 0;
  padding: ${space[3]}px ${space[4]}px;
  border-radius: ${radii.base};
  border-left: 4px solid
    ${({ variant }) =>
      variant === 'error'
        ? colours.danger
        : variant === 'success'
          ? colours.success
          : colours.accent};
  color: ${colours.onAccent};
  background: ${colours.text};
  font-size: ${fontSizes.small};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
`;

/** One toast: a short message, no close button (it hides by itself after 5 s, spec §9). */
export function Toast({ message, variant = 'info' }: { message: string; variant?: ToastVariant }) {
  return (
    <Item variant={variant} data-toast={variant}>
      {message}
    </Item>
  );
}

/**
 * The toasts of a store, bottom-left. The region is always in the page, so screen readers
 * announce a toast when it appears.
 */
export const Toaster = observer(function Toaster({ store }: { store: ToastStore }) {
  return (
    <Region role="status" aria-live="polite" aria-atomic="false">
      {store.toasts.map((toast) => (
        <Toast key={toast.id} message={toast.message} variant={toast.variant} />
      ))}
    </Region>
  );
});
