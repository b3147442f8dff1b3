import { createI18n, type LocaleCode } from '@portal/shared-kernel';
import { loadShellMessages } from '../../shell/shell-messages';
import { escapeHtml } from './serialize';

/**
 * The last resort when even the error page cannot be rendered (spec §2.5): a plain document that
 * says an error occurred while showing the error page, with a link home. No scripts, no styles
 * beyond the browser's own.
 */
export async function renderFallbackDocument(locale: LocaleCode): Promise<string> {
  const i18n = createI18n(locale);
  try {
    await loadShellMessages(i18n, locale);
  } catch {
    // strings unavailable: English from the fallback language below, or the keys themselves
  }
  const message = i18n.t('host:errorPage.fallback', {
    defaultValue: 'An error occurred while showing the error page.',
  });
  const home = i18n.t('host:errorPage.backHome', { defaultValue: 'Go to the home page' });
  const siteName = i18n.t('common:siteName', { defaultValue: 'Europeana' });
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(siteName)}</title></head>`,
    `<body><main><p role="alert">${escapeHtml(message)} <a href="/${locale}">${escapeHtml(home)}</a></p></main></body>`,
    '</html>',
  ].join('');
}
