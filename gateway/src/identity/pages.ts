import crypto from 'node:crypto';
import type { Response } from 'express';
import { escapeHtml } from '../util/escape-html';
import type { Translate } from './i18n';

/**
 * The identity server's pages: server-rendered HTML, no script, every value escaped. The few
 * tokens of the portal's theme (shared-kernel/src/theme/tokens.ts) are copied here: text
 * #1f1f1f, secondary #4d4d4d, accent #0a72cc (hover #085ba3), surfaces #fff/#f5f5f5, border
 * #e5e5e5, danger #c0392b, 4 px spacing, radius 4/8 px. Input borders are #767676 rather than the
 * border token: a field's outline needs 3:1 against white (WCAG 1.4.11), #e5e5e5 has 1.3:1.
 */
const CSS = [
  '*,*::before,*::after{box-sizing:border-box}',
  "html{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:100%;line-height:1.5;color:#1f1f1f;background:#f5f5f5}",
  'body{margin:0;padding:24px 16px;display:flex;flex-direction:column;align-items:center}',
  '.site,.card{width:100%;max-width:560px}',
  '.site{margin-bottom:24px}',
  '.brand{font-size:1.375rem;font-weight:700;color:#1f1f1f;text-decoration:none}',
  '.brand:hover{text-decoration:underline}',
  '.card{background:#fff;border:1px solid #e5e5e5;border-radius:8px;padding:32px 24px}',
  'h1{font-size:1.75rem;line-height:1.2;margin:0 0 24px}',
  'p{margin:0 0 16px}',
  '.field{margin-bottom:16px}',
  'label{display:block;font-weight:600;margin-bottom:4px}',
  '.hint{color:#4d4d4d;font-size:.875rem;margin:0 0 4px}',
  'input{display:block;width:100%;font:inherit;padding:8px 12px;min-height:44px;border:1px solid #767676;border-radius:4px;color:#1f1f1f;background:#fff}',
  'input[aria-invalid=true]{border:2px solid #c0392b}',
  '.field-error{color:#c0392b;font-weight:600;margin:4px 0 0}',
  '.alert{color:#c0392b;font-weight:600;border-left:4px solid #c0392b;padding:8px 12px;margin:0 0 16px}',
  'button{font:inherit;font-weight:600;color:#fff;background:#0a72cc;border:0;border-radius:4px;padding:8px 24px;min-height:44px;cursor:pointer}',
  'button:hover{background:#085ba3}',
  'a{color:#0a72cc}',
  'a:hover{color:#085ba3}',
  ':focus-visible{outline:3px solid #0a72cc;outline-offset:2px}',
  '.aside{margin:24px 0 0;color:#4d4d4d}',
].join('');

const hash = (text: string): string =>
  `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/**
 * No script, the one stylesheet by its hash, forms only to this origin, never framed. The form's
 * redirect to the portal's callback is the same origin too (the issuer's), which Chrome checks
 * against `form-action` as well.
 */
export const PAGE_CSP = `default-src 'none'; style-src ${hash(CSS)}; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export interface PageOptions {
  locale: string;
  title: string;
  body: string;
  status?: number;
}

/** Sends a page with the headers every identity page has (no caching, no framing, strict CSP). */
export function sendPage(
  res: Response,
  t: Translate,
  { locale, title, body, status = 200 }: PageOptions,
): void {
  res.status(status);
  setPageHeaders(res);
  res.type('html').send(
    `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} – ${escapeHtml(t('common.brand'))}</title>
<style>${CSS}</style>
</head>
<body>
<header class="site"><a class="brand" href="/${escapeHtml(locale)}">${escapeHtml(t('common.brand'))}</a></header>
<main class="card">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`,
  );
}

export function setPageHeaders(res: Response): void {
  res.setHeader('Content-Security-Policy', PAGE_CSP);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
  // A page, not an API answer: no cross-origin reads.
  res.removeHeader('Access-Control-Allow-Origin');
  res.removeHeader('Cross-Origin-Resource-Policy');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

export interface FieldOptions {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  hint?: string;
  error?: string;
  /** Ids of other elements that describe the field (a form-wide error). */
  describedBy?: string[];
  invalid?: boolean;
  required?: boolean;
  autofocus?: boolean;
  maxLength?: number;
}

/** A labelled input; its hint and error are tied to it with aria-describedby. */
export function field(options: FieldOptions): string {
  const { id } = options;
  const describedBy = [
    ...(options.hint ? [`${id}-hint`] : []),
    ...(options.error ? [`${id}-error`] : []),
    ...(options.describedBy ?? []),
  ];
  const invalid = options.invalid ?? Boolean(options.error);
  const attributes = [
    `id="${id}"`,
    `name="${id}"`,
    `type="${options.type}"`,
    `autocomplete="${escapeHtml(options.autocomplete)}"`,
    ...(options.type !== 'password' && options.value !== undefined
      ? [`value="${escapeHtml(options.value)}"`]
      : []),
    ...(options.type === 'text' || options.type === 'email'
      ? ['autocapitalize="none"', 'spellcheck="false"']
      : []),
    ...(options.required ? ['required'] : []),
    ...(options.maxLength ? [`maxlength="${options.maxLength}"`] : []),
    ...(invalid ? ['aria-invalid="true"'] : []),
    ...(describedBy.length ? [`aria-describedby="${describedBy.join(' ')}"`] : []),
    ...(options.autofocus ? ['autofocus'] : []),
  ];
  return `<div class="field">
<label for="${id}">${escapeHtml(options.label)}</label>
${options.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>\n` : ''}<input ${attributes.join(' ')}>
${options.error ? `<p class="field-error" id="${id}-error">${escapeHtml(options.error)}</p>\n` : ''}</div>`;
}

export const hidden = (name: string, value: string): string =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** A form-wide message, announced when the page loads with it. */
export const alert = (id: string, message: string): string =>
  `<p class="alert" id="${id}" role="alert">${escapeHtml(message)}</p>`;

export const paragraph = (text: string, className?: string): string =>
  `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>`;

export const link = (href: string, text: string): string =>
  `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

export const button = (text: string): string =>
  `<button type="submit">${escapeHtml(text)}</button>`;

export const form = (action: string, content: string): string =>
  `<form method="post" action="${escapeHtml(action)}" novalidate>\n${content}\n</form>`;

/**
 * keycloak-js's third-party cookie probe (Keycloak's own pages, in short): step 1 sets a cookie
 * and goes to step 2, which tells the parent whether it could read it back. Served framable by
 * the same origin only, their one script allowed by its hash.
 */
const STEP1_SCRIPT =
  "document.cookie='KEYCLOAK_3P_COOKIE=supported; Max-Age=60; SameSite=Lax';window.location.replace('step2.html');";
const STEP2_SCRIPT =
  "var supported=document.cookie.indexOf('KEYCLOAK_3P_COOKIE=supported')!==-1;document.cookie='KEYCLOAK_3P_COOKIE=; Max-Age=0; SameSite=Lax';window.parent.postMessage(supported?'supported':'unsupported','*');";

const probePage = (script: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3p-cookies</title></head><body><script>${script}</script></body></html>`;

export const THIRD_PARTY_COOKIE_PAGES = {
  step1: {
    html: probePage(STEP1_SCRIPT),
    csp: `default-src 'none'; script-src ${hash(STEP1_SCRIPT)}; frame-ancestors 'self'; base-uri 'none'`,
  },
  step2: {
    html: probePage(STEP2_SCRIPT),
    csp: `default-src 'none'; script-src ${hash(STEP2_SCRIPT)}; frame-ancestors 'self'; base-uri 'none'`,
  },
} as const;
