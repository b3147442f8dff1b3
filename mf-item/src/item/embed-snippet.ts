/** What an embedded item shows: its image, title and credit line, linking back to the item. */
export interface EmbedInput {
  pageUrl: string;
  title: string;
  imageUrl?: string;
  /** Creators, institution: shown after the title. */
  credits: string[];
  rights?: { url: string; name: string };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * HTML to embed an item on another website: a figure with the preview image linking to the item
 * page and a caption crediting it. Plain HTML, so it works anywhere (no frame, no script); every
 * value is escaped.
 */
export function embedSnippet({ pageUrl, title, imageUrl, credits, rights }: EmbedInput): string {
  const href = escapeHtml(pageUrl);
  const name = escapeHtml(title);
  const caption = [
    `<a href="${href}">${name}</a>`,
    ...credits.filter(Boolean).map(escapeHtml),
    ...(rights ? [rightsCredit(rights)] : []),
  ].join(' – ');
  const image = imageUrl
    ? `<a href="${href}"><img src="${escapeHtml(imageUrl)}" alt="${name}" width="400"></a>`
    : '';
  return `<figure>${image}<figcaption>${caption}</figcaption></figure>`;
}

/**
 * The rights statement's name, linked to its page when that is a web address: the snippet runs
 * on other sites, where a `javascript:` or `data:` link from a record would run as theirs.
 */
function rightsCredit({ url, name }: { url: string; name: string }): string {
  return /^https?:\/\//i.test(url.trim())
    ? `<a href="${escapeHtml(url.trim())}">${escapeHtml(name)}</a>`
    : escapeHtml(name);
}
