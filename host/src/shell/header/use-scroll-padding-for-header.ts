import { useEffect, type RefObject } from 'react';
import { space } from '@portal/shared-kernel';

/**
 * Keeps the page's scroll padding as tall as the sticky header, so an element the keyboard
 * focuses is scrolled into view below it rather than under it (WCAG 2.4.11). The global styles
 * allow for the header's usual height; the header grows with its search bar open, with larger
 * text (200 % text wraps its links) and in long languages, so its real height is followed.
 */
export function useScrollPaddingForHeader(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      root.style.scrollPaddingTop = `${Math.ceil(element.offsetHeight) + space[2]}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, [header]);
}
