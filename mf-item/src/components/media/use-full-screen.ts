import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for an element through the Fullscreen API, and whether it is on now (Escape and
 * the browser's own controls end it too). `available` is false where the browser cannot show an
 * element full screen (iPhone Safari), so no button offers it there.
 */
export function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    setAvailable(Boolean(document.fullscreenEnabled));
    const update = () => setActive(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);

  const toggle = useCallback(() => {
    const element = target.current;
    if (!element) return;
    const change =
      document.fullscreenElement === element
        ? document.exitFullscreen()
        : element.requestFullscreen();
    // A refusal (no user gesture, a policy) leaves the page as it was.
    void change.catch(() => undefined);
  }, [target]);

  return { active, available, toggle };
}
