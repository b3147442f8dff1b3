import { wellFormed } from '@portal/shared-kernel';

/** A social network or channel an item can be shared to. */
export interface ShareLink {
  id: 'facebook' | 'x' | 'pinterest' | 'email';
  name: string;
  url: string;
}

/**
 * Share links of an item page (absolute URLs): Facebook, X, Pinterest (with the image) and
 * email. Every value is URL-encoded, so titles with `&` or `#` cannot break the links.
 */
export function shareLinks(pageUrl: string, title: string, imageUrl?: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(wellFormed(title));
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
