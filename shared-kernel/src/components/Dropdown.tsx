import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { colours, radii, space, zIndex } from '../theme/tokens';
import { Button } from './Button';
import { Icon } from './Icon';

export interface DropdownProps {
  /** What the toggle button shows. */
  label: ReactNode;
  /** Accessible name of the toggle when `label` is not text enough. */
  buttonLabel?: string;
  /** The entries: links or buttons, one per child. */
  items: Array<{ key: string; content: ReactNode }>;
  /** CSS max-height of the open list (the language list uses 50vh, spec §9). */
  maxHeight?: string;
  align?: 'start' | 'end';
  /** The list opens above the toggle (near the bottom of the page). */
  upward?: boolean;
  className?: string;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const List = styled.ul<{ maxHeight: string; align: 'start' | 'end'; upward: boolean }>`
  position: absolute;
  ${({ align }) => (align === 'start' ? 'left: 0;' : 'right: 0;')}
  ${({ upward }) => (upward ? 'bottom: calc(100% + 4px);' : 'top: calc(100% + 4px);')}
  z-index: ${zIndex.sidebar};
  min-width: 12rem;
  max-height: ${({ maxHeight }) => maxHeight};
  overflow-y: auto;
  margin: 0;
  padding: ${space[1]}px 0;
  list-style: none;
  background: ${colours.surface};
  border: 1px solid ${colours.border};
  border-radius: ${radii.base};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
  a,
  button {
    display: block;
    width: 100%;
    padding: ${space[2]}px ${space[4]}px;
    color: ${colours.text};
    text-align: left;
    text-decoration: none;
    font: inherit;
    background: none;
    border: 0;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${colours.surfaceAlt};
  }
`;

/**
 * A toggle button with a list of links or actions below it (the disclosure pattern: simpler and
 * more robust with screen readers than an ARIA menu). Escape, a click elsewhere and focus
 * leaving it close it (an open list must not cover what the keyboard moves on to: WCAG 2.4.11);
 * choosing an entry closes it too.
 */
export function Dropdown({
  label,
  buttonLabel,
  items,
  maxHeight = '60vh',
  align = 'start',
  upward = false,
  className,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Root
      ref={root}
      className={className}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <Button
        ref={toggle}
        variant="secondary"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <Icon icon={ChevronDownIcon} size={16} />
      </Button>
      <List
        id={listId}
        hidden={!open}
        maxHeight={maxHeight}
        align={align}
        upward={upward}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
        }}
      >
        {/* Entries exist only while the list is open: a closed list cannot be seen or reached
            (without JavaScript it never opens), and the language list's 24 links were a fifth of
            the elements of every server-rendered page and of its hydration. */}
        {open ? items.map((item) => <li key={item.key}>{item.content}</li>) : null}
      </List>
    </Root>
  );
}
