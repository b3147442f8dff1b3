import { useEffect, useRef } from 'react';
import { Alert } from '@portal/shared-kernel';
import { useItemT } from '../item-texts';
import { handOffFocus } from './focus-handoff';

/**
 * "This media cannot be displayed" (IIIFManifestFailure) in place of a viewer or player that
 * failed. When the visitor had just asked for that viewer or player (`takeFocus`), the failed
 * part took the focus with it: the message gets it (tabIndex -1: focusable by script, not a tab
 * stop), so a keyboard or screen-reader user lands on the reason rather than at the page top.
 */
export function MediaFailure({ takeFocus }: { takeFocus: boolean }) {
  const t = useItemT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    // The shared Alert takes no tabIndex or ref: reach its element through ours.
    const alert = box.current?.querySelector<HTMLElement>('[role="alert"]');
    if (!alert) return;
    alert.tabIndex = -1;
    // The viewer or player that failed has gone with the focus: it is on <body> unless the
    // visitor went elsewhere meanwhile.
    handOffFocus(alert, box.current);
    // Only on mount: focus follows the failure, not later renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={box} data-testid="item-media-failure">
      <Alert variant="error">{t('errors.IIIFManifestFailure')}</Alert>
    </div>
  );
}
