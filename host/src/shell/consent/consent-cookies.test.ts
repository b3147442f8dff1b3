import { CONSENT_COOKIE, parseConsentCookie } from '@portal/shared-kernel';
import { getCookie } from '../browser-cookies';
import { matchesCookiePattern, persistConsent, refusedCookiePatterns } from './consent-cookies';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('consent cookies', () => {
  afterEach(clearCookies);

  it('lists cookies of refused optional services only', () => {
    expect(refusedCookiePatterns([])).toEqual(
      expect.arrayContaining(['_pk_*', 'mtm_cookie_consent', '_hj*']),
    );
    expect(refusedCookiePatterns(['usageAnalytics'])).not.toContain('_pk_*');
    expect(refusedCookiePatterns([])).not.toContain('i18n_locale_code');
    expect(matchesCookiePattern('_pk_id.1', '_pk_*')).toBe(true);
    expect(matchesCookiePattern('_pk', '_pk_*')).toBe(false);
  });

  it('stores the choice and removes cookies of refused services', () => {
    document.cookie = '_pk_id.1=abc; Path=/';
    document.cookie = '_hjSession=1; Path=/';
    document.cookie = 'i18n_locale_code=de; Path=/';
    persistConsent({ allowed: ['sessionRecordingSurvey'] });
    expect(parseConsentCookie(getCookie(CONSENT_COOKIE))).toEqual({
      allowed: ['sessionRecordingSurvey'],
    });
    expect(getCookie('_pk_id.1')).toBeUndefined();
    expect(getCookie('_hjSession')).toBe('1');
    expect(getCookie('i18n_locale_code')).toBe('de');
  });
});
