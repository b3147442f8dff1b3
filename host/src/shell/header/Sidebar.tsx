import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import XIcon from 'lucide-react/icons/x';
import {
  Button,
  colours,
  fontWeights,
  Icon,
  layout,
  motion,
  space,
  useModalDialog,
  zIndex,
} from '@portal/shared-kernel';
import { MAIN_NAVIGATION, SIDEBAR_NAVIGATION } from '../navigation/site-links';
import { AuthLinks } from './AuthLinks';
import { NavLinks } from './NavLinks';

import { SIDEBAR_ID } from './sidebar-id';

const Drawer = styled.dialog`
  position: fixed;
  inset: 0 auto 0 0;
  width: ${layout.sidebarWidth};
  max-width: 85vw;
  height: 100vh;
  max-height: 100vh;
  margin: 0;
  padding: ${space[4]}px;
  border: 0;
  color: ${colours.text};
  background: ${colours.surface};
  box-shadow: 4px 0 24px rgba(0, 0, 0, 0.2);
  z-index: ${zIndex.sidebar};
  overflow-y: auto;
  &[open] {
    animation: slide-in ${motion.duration} ${motion.easing};
  }
  &::backdrop {
    background: ${colours.overlay};
  }
  @keyframes slide-in {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: none;
    }
  }
  ul {
    margin: 0 0 ${space[4]}px;
    padding: 0;
    list-style: none;
    border-bottom: 1px solid ${colours.border};
  }
  a {
    display: block;
    padding: ${space[2]}px 0;
    color: ${colours.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${colours.accent};
    font-weight: ${fontWeights.semibold};
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * The menu the header's menu button opens (spec §2.5): the main navigation plus about us and help
 * (site-links.ts), and the account links. A native modal dialog, so focus stays in it
 * and Escape closes it; choosing a link closes it too.
 */
export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('host');
  const ref = useModalDialog(open);

  return (
    <Drawer
      ref={ref}
      id={SIDEBAR_ID}
      aria-label={t('header.sidebar')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <>
          <Top>
            <Button variant="icon" aria-label={t('header.closeMenu')} onClick={onClose}>
              <Icon icon={XIcon} />
            </Button>
          </Top>
          <nav aria-label={t('header.sidebarNavigation')}>
            <ul>
              <NavLinks links={MAIN_NAVIGATION} onNavigate={onClose} />
            </ul>
            <ul>
              <NavLinks links={SIDEBAR_NAVIGATION} onNavigate={onClose} />
            </ul>
            <ul>
              <AuthLinks onNavigate={onClose} />
            </ul>
          </nav>
        </>
      ) : null}
    </Drawer>
  );
}
