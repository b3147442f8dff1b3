/**
 * The shell's links (spec §2.5), as paths without the locale. Labels are keys of the host
 * namespace, so the translations stay with the strings.
 */
export interface SiteLink {
  path: string;
  labelKey: string;
}

/** Main navigation: in the header on wide screens, at the top of the sidebar. */
export const MAIN_NAVIGATION: readonly SiteLink[] = [
  { path: '', labelKey: 'nav.home' },
  { path: '/collections', labelKey: 'nav.collections' },
  // Stories (spec §2.5) returns here and in the footer when its page exists.
  { path: '/share-your-collections', labelKey: 'nav.shareYourCollections' },
];

/** What the sidebar adds below the main navigation. */
export const SIDEBAR_NAVIGATION: readonly SiteLink[] = [
  { path: '/galleries', labelKey: 'nav.galleries' },
  // The classroom and feature ideas pages (spec §2.5) return here when their pages exist.
  { path: '/about-us', labelKey: 'nav.about' },
  { path: '/help', labelKey: 'nav.help' },
];

/** Footer groups: more information, and help (spec §2.5). */
export const FOOTER_MORE_INFO: readonly SiteLink[] = [
  { path: '/about-us', labelKey: 'footer.links.about' },
  { path: '/share-your-collections', labelKey: 'footer.links.shareYourCollections' },
  // Stories returns here when its page exists.
];

export const FOOTER_HELP: readonly SiteLink[] = [
  { path: '/help', labelKey: 'footer.links.help' },
  { path: '/rights', labelKey: 'footer.links.terms' },
  { path: '/rights/privacy-statement', labelKey: 'footer.links.privacy' },
  { path: '/rights/accessibility-policy', labelKey: 'footer.links.accessibility' },
  { path: '/rights/cookies-policy', labelKey: 'footer.links.cookies' },
  { path: '/faq', labelKey: 'footer.links.faq' },
];

/** The five social networks of the footer; brand names are not translated. */
export const SOCIAL_LINKS: ReadonlyArray<{ name: string; url: string }> = [
  { name: 'Facebook', url: 'https://www.facebook.com/Europeana' },
  { name: 'X', url: 'https://x.com/europeanaeu' },
  { name: 'Pinterest', url: 'https://www.pinterest.com/europeana' },
  { name: 'Instagram', url: 'https://www.instagram.com/europeana_eu/' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/europeana' },
];

export function localePath(locale: string, path: string): string {
  return `/${locale}${path}`;
}
