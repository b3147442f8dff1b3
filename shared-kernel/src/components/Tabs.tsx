import styled from '@emotion/styled';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { colours, fontWeights, motion, space } from '../theme/tokens';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  initialTab?: string;
  onChange?: (id: string) => void;
}

const List = styled.div`
  display: flex;
  gap: ${space[1]}px;
  border-bottom: 1px solid ${colours.border};
  overflow-x: auto;
`;

const Tab = styled.button`
  padding: ${space[3]}px ${space[4]}px;
  font: inherit;
  color: ${colours.textSecondary};
  background: none;
  border: 0;
  border-bottom: 3px solid transparent;
  cursor: pointer;
  transition: ${motion.transition('border-color')};
  &[aria-selected='true'] {
    color: ${colours.text};
    font-weight: ${fontWeights.semibold};
    border-bottom-color: ${colours.accent};
  }
`;

const Panel = styled.div`
  padding: ${space[4]}px 0;
`;

/**
 * Tabs after the WAI-ARIA pattern: one tab in the tab order, arrow keys, Home and End move
 * between tabs, and the selected tab's panel is shown.
 */
export function Tabs({ tabs, label, initialTab, onChange }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(initialTab ?? tabs[0]?.id);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    onChange?.(tab.id);
    buttons.current[(index + tabs.length) % tabs.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
        >
          {tab.content}
        </Panel>
      ))}
    </div>
  );
}
