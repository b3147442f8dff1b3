/** What a click handler needs of a click, from React's event or the DOM's. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** Where the page is: its origin, locale and address. */
export interface PageAt {
  origin: string;
  locale: string;
  pathname: string;
  search: string;
}

/**
 * Where the router should go for a click in a page's body, or null to let the browser follow the
 * link. The body is HTML from the gateway, so its links are plain anchors that would reload the
 * whole shell: a plain left click on a link to a page of the portal in the same language
 * (`/en/...`) goes through the router instead. Everything else stays a normal link: a click with
 * a modifier key or another button (new tab, new window, download), a link with a target or
 * `download`, another origin or language, and a link to a heading of this same page, which the
 * browser scrolls to.
 */
export function routerTargetOf(click: LinkClick, page: PageAt): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const anchor = anchorOf(click.target);
  if (!anchor) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    // Resolved as the browser resolves it, against the page's address.
    url = new URL(
      anchor.getAttribute('href') ?? '',
      `${page.origin}${page.pathname}${page.search}`,
    );
  } catch {
    return null;
  }
  if (url.origin !== page.origin) return null;
  const home = `/${page.locale}`;
  if (url.pathname !== home && !url.pathname.startsWith(`${home}/`)) return null;
  if (url.hash && url.pathname === page.pathname && url.search === page.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The link a click landed in (on the link's text, or on an element inside the link). */
function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!target || typeof (target as Element).closest !== 'function') return null;
  const anchor = (target as Element).closest('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}
