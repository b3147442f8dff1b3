import styled from '@emotion/styled';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { colours, focusRing, fontSizes, fontWeights, motion, space } from '@portal/shared-kernel';

const Section = styled.section`
  border-bottom: 1px solid ${colours.border};
  h3 {
    margin: 0;
    font-size: ${fontSizes.body};
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]}px;
  width: 100%;
  min-height: 44px;
  padding: ${space[2]}px 0;
  font: inherit;
  font-weight: ${fontWeights.semibold};
  text-align: left;
  color: ${colours.text};
  background: none;
  border: 0;
  cursor: pointer;
  /* The name takes what is left beside the arrow, and a word longer than that breaks: the Greek
     "επαναχρησιμοποιήσω;" with wider letter spacing pushed the arrow out of the panel. */
  & > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    margin-left: auto;
    /* "1 selected" stays on one line; the facet's name wraps instead. */
    white-space: nowrap;
    font-weight: ${fontWeights.regular};
    font-size: ${fontSizes.small};
    color: ${colours.accentStrong};
  }
  svg {
    flex: 0 0 auto;
    transition: ${motion.transition('transform')};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    box-shadow: ${focusRing};
  }
`;

const Panel = styled.div`
  padding-bottom: ${space[3]}px;
`;

/** One facet of the sidebar as a disclosure: a heading button that shows or hides its values. */
export function FacetGroup({
  title,
  selectedCount,
  initiallyOpen,
  children,
  name,
}: {
  title: string;
  selectedCount: number;
  initiallyOpen: boolean;
  children: ReactNode;
  name: string;
}) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(initiallyOpen || selectedCount > 0);
  const panelId = useId();
  return (
    <Section data-facet={name}>
      <h3>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span>{title}</span>
          {selectedCount ? <small>{t('filters.selected', { count: selectedCount })}</small> : null}
          <ChevronDownIcon aria-hidden="true" focusable="false" width={18} height={18} />
        </Toggle>
      </h3>
      <Panel id={panelId} hidden={!open}>
        {open ? children : null}
      </Panel>
    </Section>
  );
}
