/** @jest-environment node */
import { HOSTILE_PATHS, hostOfLocation } from './hostile-paths.testing';
import { sameSiteLocation, sameSitePath } from './local-path';

describe('sameSitePath', () => {
  it('is given inputs that leave the site as they are (a lone backslash is only unusual)', () => {
    const leaving = HOSTILE_PATHS.filter((path) => hostOfLocation(path) !== 'portal.example');
    expect(leaving).toEqual(HOSTILE_PATHS.filter((path) => path !== '\\evil.example'));
  });

  it.each(HOSTILE_PATHS)('keeps %j on this site', (path) => {
    const safe = sameSitePath(path);
    expect(safe).toBe('/evil.example');
    expect(hostOfLocation(safe)).toBe('portal.example');
    expect(hostOfLocation(`${safe}/x?y=1`)).toBe('portal.example');
  });

  it('keeps the rest of the path, backslashes included', () => {
    expect(sameSitePath('/\\evil.example/a\\b//c')).toBe('/evil.example/a\\b//c');
  });

  it('leaves ordinary paths alone and gives the root for nothing', () => {
    expect(sameSitePath('/en/search')).toBe('/en/search');
    expect(sameSitePath('/')).toBe('/');
    expect(sameSitePath('')).toBe('/');
    expect(sameSitePath('//')).toBe('/');
    expect(sameSitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('makes any string a path', () => {
    expect(sameSitePath('en/search')).toBe('/en/search');
    expect(sameSitePath('https://evil.example')).toBe('/https://evil.example');
    expect(hostOfLocation(sameSitePath('https://evil.example'))).toBe('portal.example');
  });
});

describe('sameSiteLocation', () => {
  it.each(HOSTILE_PATHS)('keeps %j on this site', (location) => {
    expect(sameSiteLocation(location)).toBe('/evil.example');
  });

  it('passes absolute URLs, paths and relative references through', () => {
    expect(sameSiteLocation('https://auth.example/login?x=1')).toBe(
      'https://auth.example/login?x=1',
    );
    expect(sameSiteLocation('/en/item/1/x?y=2')).toBe('/en/item/1/x?y=2');
    expect(sameSiteLocation('?page=1')).toBe('?page=1');
    expect(sameSiteLocation('item')).toBe('item');
  });
});
