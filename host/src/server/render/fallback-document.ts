import { createI18n, type LocaleCode } from '@portal/shared-kernel';
import type { i18n as I18n } from 'i18next';
import { loadShellMessages } from '../../shell/shell-messages';
import { escapeHtml } from './serialize';

/**
 * The last resort when even the error page cannot be rendered (spec §2.5): a plain document that
 * says an error occurred while showing the error page, with a link home. No scripts, no styles
 * beyond the browser's own.
 */
export async function renderFallbackDocument(locale: LocaleCode): Promise<string> {
  const i18n = await shellI18n(locale);
  const message = i18n.t('host:errorPage.fallback', {
    defaultValue: 'An error occurred while showing the error page.',
  });
  return plainDocument(locale, i18n, undefined, message);
}

/**
 * The page for an address that cannot even be read (broken percent-encoding such as `%E0%A4%A`):
 * no route can be matched, so it is plain like the fallback, but says what the 404 page says, in
 * the language of the address.
 */
export async function renderUnreadableAddressDocument(locale: LocaleCode): Promise<string> {
  const i18n = await shellI18n(locale);
  return plainDocument(
    locale,
    i18n,
    i18n.t('host:errorPage.title404'),
    i18n.t('host:errorPage.description404'),
  );
}

async function shellI18n(locale: LocaleCode): Promise<I18n> {
  const i18n = createI18n(locale);
  try {
    await loadShellMessages(i18n, locale);
  } catch {
    // strings unavailable: English from the fallback language below, or the keys themselves
  }
  return i18n;
}

function plainDocument(
  locale: LocaleCode,
  i18n: I18n,
  heading: string | undefined,
  message: string,
): string {
  const home = i18n.t('host:errorPage.backHome', { defaultValue: 'Go to the home page' });
  const siteName = i18n.t('common:siteName', { defaultValue: 'Europeana' });
  const title = heading ? `${heading} | ${siteName}` : siteName;
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>`,
    '<body><main>',
    heading ? `<h1>${escapeHtml(heading)}</h1>` : '',
    `<p role="alert">${escapeHtml(message)} <a href="/${locale}">${escapeHtml(home)}</a></p>`,
    '</main></body>',
    '</html>',
  ].join('');
}
