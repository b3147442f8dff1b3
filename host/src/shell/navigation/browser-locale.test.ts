import { LOCALE_COOKIE } from '@portal/shared-kernel';
import { getCookie } from '../browser-cookies';
import { browserLocaleRedirect, rememberLocale } from './browser-locale';

describe('client-side locale handling', () => {
  const language = jest.spyOn(window.navigator, 'language', 'get');

  afterEach(() => {
    document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('sends a path without a locale to the browser language, query kept', () => {
    language.mockReturnValue('nl-BE');
    expect(browserLocaleRedirect('http://localhost/search?query=tulip&qf=a&qf=b')).toBe(
      '/nl/search?query=tulip&qf=a&qf=b',
    );
    expect(getCookie(LOCALE_COOKIE)).toBe('nl');
  });

  it('prefers the cookie to the browser language', () => {
    language.mockReturnValue('nl-BE');
    rememberLocale('fi');
    expect(browserLocaleRedirect('http://localhost/collections')).toBe('/fi/collections');
  });

  it('strips an unsupported prefix and leaves exempt paths alone', () => {
    language.mockReturnValue('en-US');
    expect(browserLocaleRedirect('http://localhost/xx/stories')).toBe('/stories');
    expect(browserLocaleRedirect('http://localhost/account/logout')).toBeNull();
  });
});
