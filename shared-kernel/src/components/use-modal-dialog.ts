import { useEffect, useRef } from 'react';

/**
 * Opens and closes a native `<dialog>` as a modal when `open` changes. `showModal` makes the page
 * behind inert and keeps focus inside; the attribute fallback is for environments without it
 * (jsdom), where the dialog is simply shown.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return ref;
}
