/**
 * What the cookie consent covers (spec §9): the portal's own essential cookies, usage analytics,
 * the session-recording survey, the feedback widget and third-party media embeds. A service is
 * something that stores data in the browser or loads content from elsewhere; a purpose groups
 * services in the consent dialog.
 */
export type ConsentPurpose =
  'essential' | 'usage' | 'feedback' | 'socialMedia' | 'mediaViewing' | 'otherContent';

export interface ConsentService {
  name: string;
  /** Brand name of a third party (not translated); the portal's own services use i18n keys. */
  title?: string;
  purpose: ConsentPurpose;
  /** Required services are always on; the visitor is told about them but cannot refuse them. */
  required?: boolean;
  /** Cookies (or local storage keys) the service keeps. */
  cookies?: string[];
  /** URL patterns of embedded content served by this service (`*` matches anything). */
  embeds?: string[];
}

export const CONSENT_PURPOSES: readonly ConsentPurpose[] = [
  'essential',
  'usage',
  'feedback',
  'socialMedia',
  'mediaViewing',
  'otherContent',
];

const thirdParty =
  (purpose: ConsentPurpose) =>
  (name: string, title: string, embeds: string[]): ConsentService => ({
    name,
    title,
    purpose,
    embeds,
  });
const social = thirdParty('socialMedia');
const media = thirdParty('mediaViewing');
const other = thirdParty('otherContent');

export const CONSENT_SERVICES: readonly ConsentService[] = [
  // The portal's own preferences: needed for the site to work as asked.
  { name: 'authStrategy', purpose: 'essential', required: true, cookies: ['auth.strategy'] },
  { name: 'language', purpose: 'essential', required: true, cookies: ['i18n_locale_code'] },
  {
    name: 'multilingualSearch',
    purpose: 'essential',
    required: true,
    cookies: ['multilingualSearch'],
  },
  { name: 'resultsView', purpose: 'essential', required: true, cookies: ['searchResultsView'] },
  {
    name: 'newFeatureNotification',
    purpose: 'essential',
    required: true,
    cookies: ['new_feature_notification'],
  },
  { name: 'debugToggle', purpose: 'essential', required: true, cookies: ['debugSettings'] },
  { name: 'cookieConsent', purpose: 'essential', required: true, cookies: ['cookieConsent'] },
  // Measuring use of the site.
  { name: 'usageAnalytics', purpose: 'usage', cookies: ['_pk_*', 'mtm_cookie_consent'] },
  { name: 'sessionRecordingSurvey', purpose: 'usage', cookies: ['_hj*'] },
  // The feedback form loaded from a CDN.
  { name: 'feedbackWidget', purpose: 'feedback' },
  // Third-party content embedded in stories and items.
  social('facebook', 'Facebook', ['https://www.facebook.com/*']),
  social('instagram', 'Instagram', ['https://www.instagram.com/*']),
  social('pinterest', 'Pinterest', ['https://www.pinterest.com/*', 'https://*.pinterest.com/*']),
  social('x', 'X', ['https://x.com/*', 'https://twitter.com/*']),
  social('googleDocs', 'Google Docs', ['https://docs.google.com/*']),
  social('googleDrive', 'Google Drive', ['https://drive.google.com/*']),
  media('sketchfab', 'Sketchfab', ['https://sketchfab.com/*']),
  media('soundCloud', 'SoundCloud', ['https://soundcloud.com/*', 'https://w.soundcloud.com/*']),
  media('vimeo', 'Vimeo', ['https://vimeo.com/*', 'https://player.vimeo.com/*']),
  media('youTube', 'YouTube', [
    'https://www.youtube.com/*',
    'https://youtube.com/*',
    'https://youtu.be/*',
    'https://www.youtube-nocookie.com/*',
  ]),
  media('euscreen', 'EUscreen', ['https://www.euscreen.eu/*', 'https://euscreen.eu/*']),
  media('archiveOrg', 'Internet Archive', ['https://archive.org/*']),
  media('freesound', 'Freesound', ['https://freesound.org/*']),
  media('gallica', 'Gallica', ['https://gallica.bnf.fr/*']),
  other('datawrapper', 'Datawrapper', ['https://datawrapper.dwcdn.net/*']),
  other('googleMaps', 'Google Maps', [
    'https://www.google.com/maps/*',
    'https://maps.google.com/*',
  ]),
  other('codepen', 'CodePen', ['https://codepen.io/*']),
  other('wikidata', 'Wikidata', ['https://www.wikidata.org/*']),
];

export function consentService(name: string): ConsentService | undefined {
  return CONSENT_SERVICES.find((service) => service.name === name);
}

export function servicesOf(purpose: ConsentPurpose): ConsentService[] {
  return CONSENT_SERVICES.filter((service) => service.purpose === purpose);
}

export const OPTIONAL_SERVICE_NAMES: readonly string[] = CONSENT_SERVICES.filter(
  (service) => !service.required,
).map((service) => service.name);

/** The service that serves an embed URL, if the portal knows it. */
export function serviceForEmbed(url: string): ConsentService | undefined {
  return CONSENT_SERVICES.find((service) =>
    service.embeds?.some((pattern) => wildcardToRegExp(pattern).test(url)),
  );
}

function wildcardToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}
