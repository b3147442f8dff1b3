// Not in the shared singleton every page loads: only the item page copies record text out.
import {
  needsBidiIsolation,
  withoutBidiControls,
} from '@portal/shared-kernel/src/domain/bidi-text';

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
 * A record value as caption text. Inline elements do not isolate their text, so a value with
 * right-to-left letters or bidi formatting goes in a `<bdi>` (its own direction, shown to the
 * caption as one neutral character): an override in a title would otherwise reverse the credits
 * and rights after it, on the page and in the snippet's source. Its embeddings, overrides and
 * isolates go first (withoutBidiControls): a stray PDI would close the `<bdi>`'s isolate early.
 * Other text is only escaped, so the snippet of a Latin title is the same as ever.
 */
function captionText(text: string): string {
  const clean = withoutBidiControls(text);
  return needsBidiIsolation(text) && clean.trim()
    ? `<bdi>${escapeHtml(clean)}</bdi>`
    : escapeHtml(clean);
}

/**
 * HTML to embed an item on another website: a figure with the preview image linking to the item
 * page and a caption crediting it. Plain HTML, so it works anywhere (no frame, no script); every
 * value is escaped.
 */
export function embedSnippet({ pageUrl, title, imageUrl, credits, rights }: EmbedInput): string {
  const href = escapeHtml(pageUrl);
  // The alt text too may be shown inline (an image that does not load) and read in the source.
  const name = escapeHtml(withoutBidiControls(title));
  const caption = [
    `<a href="${href}">${captionText(title)}</a>`,
    ...credits.map(captionText).filter(Boolean),
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
