import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import XIcon from 'lucide-react/icons/x';
import { colours, layout, mediaUp, radii, space, zIndex } from '../theme/tokens';
import { Button } from './Button';
import { Icon } from './Icon';
import { useModalDialog } from './use-modal-dialog';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (the modal's actions). */
  footer?: ReactNode;
  /** Hide the close button when the footer has the only ways out (a required choice). */
  hideClose?: boolean;
}

const Dialog = styled.dialog`
  width: calc(100% - ${space[5] * 2}px);
  max-width: ${layout.modalWidth}px;
  max-height: calc(100vh - ${space[7]}px);
  padding: 0;
  border: 0;
  border-radius: ${radii.card};
  color: ${colours.text};
  background: ${colours.surface};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
  z-index: ${zIndex.modal};
  &::backdrop {
    background: ${colours.overlay};
  }
  ${mediaUp('uhd')} {
    max-width: ${layout.modalWidthExtraLarge}px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]}px;
  padding: ${space[4]}px ${space[5]}px;
  border-bottom: 1px solid ${colours.border};
  h2 {
    margin: 0;
  }
`;

const Body = styled.div`
  padding: ${space[5]}px;
  overflow: auto;
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[3]}px;
  padding: ${space[4]}px ${space[5]}px;
  border-top: 1px solid ${colours.border};
`;

/**
 * A modal dialog (spec §9: 560 px wide, 840 px in extra-large page mode) on the native `<dialog>`:
 * the browser traps focus, makes the page behind inert, and closes it with Escape.
 */
export function Modal({ open, title, onClose, children, footer, hideClose }: ModalProps) {
  const { t } = useTranslation('common');
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <Dialog
      ref={ref}
      // Named by its heading, which exists only while it is open.
      aria-labelledby={open ? titleId : undefined}
      onCancel={(event) => {
        // Escape: let the owner decide (it closes by changing `open`).
        event.preventDefault();
        if (!hideClose) onClose();
      }}
    >
      {open ? (
        <>
          <Head>
            <h2 id={titleId}>{title}</h2>
            {hideClose ? null : (
              <Button variant="icon" aria-label={t('actions.close')} onClick={onClose}>
                <Icon icon={XIcon} />
              </Button>
            )}
          </Head>
          <Body>{children}</Body>
          {footer ? <Foot>{footer}</Foot> : null}
        </>
      ) : null}
    </Dialog>
  );
}
