import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import LayoutGridIcon from 'lucide-react/icons/layout-grid';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import ListIcon from 'lucide-react/icons/list';
import {
  colours,
  focusRing,
  forcedColoursSelected,
  radii,
  RESULTS_VIEWS,
  space,
  useStores,
  type ResultsView,
} from '@portal/shared-kernel';
import { saveResultsView } from '../domain/view-cookie';

const ICONS: Record<ResultsView, typeof ListIcon> = {
  grid: LayoutGridIcon,
  list: ListIcon,
  mosaic: LayoutDashboardIcon,
};

const Group = styled.div`
  display: inline-flex;
  gap: ${space[1]}px;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  color: ${colours.textSecondary};
  background: transparent;
  border: 1px solid transparent;
  border-radius: ${radii.base};
  cursor: pointer;
  &:hover {
    border-color: ${colours.border};
  }
  &[aria-pressed='true'] {
    color: ${colours.accent};
    border-color: ${colours.accent};
    ${forcedColoursSelected}
  }
  &:focus-visible {
    box-shadow: ${focusRing};
  }
`;

/** Grid, list or mosaic: the choice goes into the search store and a cookie the server reads. */
export const ViewToggles = observer(function ViewToggles() {
  const { t } = useTranslation('search');
  const search = useStores().search;
  return (
    <Group role="group" aria-label={t('views.label')}>
      {RESULTS_VIEWS.map((view) => {
        const Glyph = ICONS[view];
        return (
          <Toggle
            key={view}
            type="button"
            aria-pressed={search.view === view}
            aria-label={t(`views.${view}`)}
            title={t(`views.${view}`)}
            onClick={() => {
              search.setView(view);
              saveResultsView(view);
            }}
          >
            <Glyph aria-hidden="true" focusable="false" width={20} height={20} />
          </Toggle>
        );
      })}
    </Group>
  );
});
