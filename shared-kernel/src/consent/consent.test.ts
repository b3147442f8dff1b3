import { parseConsentCookie, serializeConsentCookie } from './consent-cookie';
import {
  CONSENT_PURPOSES,
  CONSENT_SERVICES,
  serviceForEmbed,
  servicesOf,
} from './consent-services';

describe('consent cookie', () => {
  it('round-trips the allowed optional services, sorted and without duplicates', () => {
    const value = serializeConsentCookie({ allowed: ['youTube', 'usageAnalytics', 'youTube'] });
    expect(value).toBe('v1:usageAnalytics,youTube');
    expect(parseConsentCookie(value)).toEqual({ allowed: ['usageAnalytics', 'youTube'] });
  });

  it('keeps a choice of nothing apart from no choice', () => {
    expect(parseConsentCookie('v1:')).toEqual({ allowed: [] });
    expect(parseConsentCookie(undefined)).toBeNull();
    expect(parseConsentCookie('')).toBeNull();
  });

  it('ignores malformed values, unknown and required services', () => {
    expect(parseConsentCookie('v2:youTube')).toBeNull();
    expect(parseConsentCookie('v1:you Tube')).toBeNull();
    expect(parseConsentCookie('v1:language,evil,vimeo')).toEqual({ allowed: ['vimeo'] });
  });
});

describe('consent services (spec §9)', () => {
  it('cover the essential preferences, usage, survey, feedback and embeds', () => {
    const names = CONSENT_SERVICES.map((service) => service.name);
    for (const name of [
      'authStrategy',
      'language',
      'usageAnalytics',
      'sessionRecordingSurvey',
      'feedbackWidget',
      'multilingualSearch',
      'resultsView',
      'newFeatureNotification',
      'debugToggle',
    ]) {
      expect(names).toContain(name);
    }
    expect(servicesOf('essential').every((service) => service.required)).toBe(true);
    for (const purpose of CONSENT_PURPOSES) expect(servicesOf(purpose).length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds the service of an embed URL', () => {
    expect(serviceForEmbed('https://www.youtube.com/watch?v=abc')?.name).toBe('youTube');
    expect(serviceForEmbed('https://player.vimeo.com/video/1')?.name).toBe('vimeo');
    expect(serviceForEmbed('https://sketchfab.com/3d-models/x')?.name).toBe('sketchfab');
    expect(serviceForEmbed('https://evil.example/?https://www.youtube.com/')).toBeUndefined();
  });
});
