import { useEffect, useState } from 'react';
import { nextHeaderState, type HeaderScrollState } from './header-visibility';

/** Whether the header should be out of the way now (see {@link nextHeaderState}). */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let state: HeaderScrollState = { hidden: false, anchorY: window.scrollY };
    let frame = 0;
    const update = () => {
      frame = 0;
      state = nextHeaderState(state, window.scrollY, window.innerWidth);
      setHidden(state.hidden);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return hidden;
}
