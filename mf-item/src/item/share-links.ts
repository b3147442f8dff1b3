import { wellFormed } from '@portal/shared-kernel';
// Not in the shared singleton every page loads: only the item page copies record text out.
import { isolateBidi } from '@portal/shared-kernel/src/domain/bidi-text';

/** A social network or channel an item can be shared to. */
export interface ShareLink {
  id: 'facebook' | 'x' | 'pinterest' | 'email';
  name: string;
  url: string;
}

/**
 * Share links of an item page (absolute URLs): Facebook, X, Pinterest (with the image) and
 * email. Every value is URL-encoded, so titles with `&` or `#` cannot break the links.
 *
 * The network decodes the title into plain text beside the page's URL (X appends it to the
 * post), so the title is isolated (isolateBidi): an override in it would reverse the URL. The URLs
 * are not: they are the portal's own, in ASCII, and isolate characters would become part of them.
 */
export function shareLinks(pageUrl: string, title: string, imageUrl?: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(isolateBidi(wellFormed(title)));
  const links: ShareLink[] = [
    {
      id: 'facebook',
      name: 'Facebook',
      url: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    { id: 'x', name: 'X', url: `https://twitter.com/intent/tweet?url=${url}&text=${text}` },
  ];
  if (imageUrl) {
    links.push({
      id: 'pinterest',
      name: 'Pinterest',
      url: `https://pinterest.com/pin/create/link/?url=${url}&media=${encodeURIComponent(imageUrl)}&description=${text}`,
    });
  }
  links.push({ id: 'email', name: 'Email', url: `mailto:?subject=${text}&body=${url}` });
  return links;
}
