/** History entries that keep their last focused link: more than a visit goes back through. */
const KEPT_ENTRIES = 100;

/**
 * The link last focused in the main area of each history entry (react-router's location key),
 * by its `href`: the result the visitor opened, say. Going back to the entry focuses that link
 * again, in the page the entry's data renders anew (its element is a new one).
 */
export class FocusedLinks {
  private readonly hrefByEntry = new Map<string, string>();
  private entry: string | undefined;

  constructor(private readonly mainId: string) {}

  /** The entry now shown: links focused from now on are its own. */
  enter(key: string): void {
    this.entry = key;
  }

  /** Remembers the links focused in `doc` (by keyboard or by a click) until the returned stop. */
  listen(doc: Document): () => void {
    const onFocus = (event: FocusEvent): void => this.remember(event.target);
    doc.addEventListener('focusin', onFocus);
    return () => doc.removeEventListener('focusin', onFocus);
  }

  remember(target: EventTarget | null): void {
    if (this.entry === undefined || !(target instanceof Element) || !target.matches('a[href]'))
      return;
    if (!target.closest(`#${CSS.escape(this.mainId)}`)) return;
    // Re-inserted, so the entries dropped first are the ones least recently used.
    this.hrefByEntry.delete(this.entry);
    this.hrefByEntry.set(this.entry, target.getAttribute('href')!);
    if (this.hrefByEntry.size > KEPT_ENTRIES) {
      const oldest = this.hrefByEntry.keys().next().value;
      if (oldest !== undefined) this.hrefByEntry.delete(oldest);
    }
  }

  /**
   * Focuses the current entry's remembered link, without scrolling (the scroll is restored
   * separately): whether there was one to focus.
   */
  restore(doc: Document): boolean {
    const href = this.entry === undefined ? undefined : this.hrefByEntry.get(this.entry);
    const main = doc.getElementById(this.mainId);
    if (href === undefined || !main) return false;
    const link = Array.from(main.querySelectorAll<HTMLElement>('a[href]')).find(
      (candidate) => candidate.getAttribute('href') === href,
    );
    if (!link) return false;
    link.focus({ preventScroll: true });
    return doc.activeElement === link;
  }
}
