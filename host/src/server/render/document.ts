import { documentTitle, withShareImage } from '../../shell/head';
import type { HeadData, LocaleCode } from '@portal/shared-kernel';
import { LOCALES } from '@portal/shared-kernel';
import { escapeHtml, serializeForScript } from './serialize';

export interface DocumentParts {
  locale: LocaleCode;
  head: HeadData;
  siteName: string;
  /** The page's origin, on which the share image's absolute URL is built. */
  origin: string;
  /**
   * The page's own absolute URL (canonical link, og:url) and its URL in each locale (hreflang
   * alternates). None on an error page: a 404 or a 500 is no page of its own to index or share,
   * and its address, whatever was asked for, would be repeated in every one of those links.
   */
  addresses?: {
    canonicalUrl: string;
    alternateUrl: (locale: LocaleCode) => string;
  };
  /** The app's server-rendered HTML, as React wrote it. */
  appHtml: Uint8Array;
  /** The style tags of what the app rendered, for the head (head-styles.ts). */
  styles?: string;
  state: unknown;
  nonce: string;
  scripts: string[];
  preloads: Array<{
    href: string;
    as: 'script' | 'font' | 'fetch';
    type?: string;
    crossorigin?: boolean;
  }>;
}

/**
 * The HTML document around the server-rendered app, as bytes: the app's part is copied as it
 * is, not decoded into a string only to be encoded again for the response.
 */
export function renderDocument(parts: DocumentParts): Buffer {
  const head = withShareImage(parts.head, parts.origin, parts.siteName);
  const { addresses } = parts;
  const meta: string[] = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(documentTitle(head, parts.siteName))}</title>`,
  ];
  const add = (attribute: 'name' | 'property', key: string, value: string | undefined) => {
    if (value) meta.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}">`);
  };
  add('name', 'description', head.description);
  add('property', 'og:title', head.title);
  add('property', 'og:description', head.description);
  add('property', 'og:type', head.ogType ?? 'website');
  add('property', 'og:image', head.ogImage);
  add('property', 'og:image:alt', head.ogImageAlt);
  add('property', 'og:url', addresses?.canonicalUrl);
  add('name', 'robots', head.noindex ? 'noindex' : undefined);

  const links = [
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    ...(addresses ? addressLinks(addresses.canonicalUrl, addresses.alternateUrl) : []),
    ...parts.preloads.map(
      (preload) =>
        `<link rel="preload" href="${escapeHtml(preload.href)}" as="${preload.as}"${
          preload.type ? ` type="${preload.type}"` : ''
        }${preload.crossorigin ? ' crossorigin' : ''}>`,
    ),
  ];
  const jsonLd = head.jsonLd
    ? `<script type="application/ld+json" nonce="${parts.nonce}">${serializeForScript(head.jsonLd)}</script>`
    : '';

  const before = [
    '<!DOCTYPE html>',
    `<html lang="${parts.locale}" dir="ltr">`,
    '<head>',
    ...meta,
    ...links,
    jsonLd,
    parts.styles ?? '',
    // Without JavaScript, a `type="button"` button does nothing (the zoom, play, share and
    // language buttons, the menus): shown, it would be a control that does not work. Links and
    // the search form's submit button work without it and stay. The cookie banner goes too: it
    // could not be answered, and what it asks about (analytics, embedded content) needs scripts.
    `<noscript><style nonce="${parts.nonce}">button[type="button"],[data-cookie-consent]{display:none!important}</style></noscript>`,
    '</head>',
    '<body>',
    '<div id="root">',
  ].join('');
  const after = [
    '</div>',
    `<script id="__PORTAL_STATE__" type="application/json" nonce="${parts.nonce}">${serializeForScript(parts.state)}</script>`,
    `<script nonce="${parts.nonce}">${scriptLoader(parts.scripts)}</script>`,
    '</body>',
    '</html>',
  ].join('');
  return Buffer.concat([Buffer.from(before), parts.appHtml, Buffer.from(after)]);
}

/** The canonical link and the hreflang alternates of a page. */
function addressLinks(canonicalUrl: string, alternateUrl: (locale: LocaleCode) => string) {
  return [
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    ...LOCALES.map(
      (locale) =>
        `<link rel="alternate" hreflang="${locale.code}" href="${escapeHtml(alternateUrl(locale.code))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(alternateUrl('en'))}">`,
  ];
}

/**
 * Starts the page's scripts after the browser has painted the server HTML. A `defer` script runs
 * as soon as parsing ends, and with the HTML and the (preloaded) script both at hand the browser
 * runs it, and the chunks it pulls in, before its first paint: on a slow phone the visitor looks
 * at a blank page while JavaScript evaluates. Waiting for the first animation frame lets the
 * content paint first; the scripts keep their order (`async = false`). The timer covers a tab in
 * the background, where animation frames do not come.
 */
function scriptLoader(scripts: string[]): string {
  return (
    `(function(){var s=${serializeForScript(scripts)},started=false;` +
    'function load(){if(started)return;started=true;s.forEach(function(src){' +
    "var e=document.createElement('script');e.src=src;e.async=false;document.body.appendChild(e)})}" +
    'requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})()'
  );
}
