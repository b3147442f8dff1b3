import styled from '@emotion/styled';
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { colours, fontSizes, radii, space, tooltipDelays, zIndex } from '../theme/tokens';

export interface TooltipProps {
  text: string;
  /** The one element the tooltip describes; it must be focusable. */
  children: ReactElement<Record<string, unknown>>;
  placement?: 'top' | 'bottom';
}

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span<{ placement: 'top' | 'bottom' }>`
  position: absolute;
  left: 50%;
  ${({ placement }) => (placement === 'top' ? 'bottom' : 'top')}: calc(100% + ${space[2]}px);
  transform: translateX(-50%);
  z-index: ${zIndex.toast};
  width: max-content;
  max-width: 16rem;
  padding: ${space[1]}px ${space[2]}px;
  border-radius: ${radii.base};
  color: ${colours.onAccent};
  background: ${colours.text};
  font-size: ${fontSizes.small};
  /* The pointer may move onto the tooltip and stay there (WCAG 1.4.13): the bubble is inside
     the wrapper, so the wrapper is not left, and this bridge covers the gap to the trigger. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    ${({ placement }) => (placement === 'top' ? 'top' : 'bottom')}: 100%;
    height: ${space[2]}px;
  }
`;

/**
 * A tooltip shown on hover and keyboard focus after 300 ms and hidden 50 ms after leaving
 * (spec §9); Escape hides it, and the pointer may rest on it. The trigger is described by it
 * (`aria-describedby`).
 */
export function Tooltip({ text, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = (show: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setVisible(show),
      show ? tooltipDelays.showMs : tooltipDelays.hideMs,
    );
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setVisible(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible]);

  return (
    <Wrapper
      onMouseEnter={() => schedule(true)}
      onMouseLeave={() => schedule(false)}
      onFocus={() => schedule(true)}
      onBlur={() => schedule(false)}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <Bubble id={id} role="tooltip" placement={placement} hidden={!visible}>
        {text}
      </Bubble>
    </Wrapper>
  );
}
