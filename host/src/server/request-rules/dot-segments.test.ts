import { dotSegmentRule } from './dot-segments';
import { HOSTILE_PATHS, hostOfLocation } from './hostile-paths.testing';
import { locationOf } from './rule-result';

const target = (path: string, query = {}) => {
  const rule = dotSegmentRule(path, query);
  return rule && { status: rule.status, location: locationOf(rule) };
};

describe('dotSegmentRule', () => {
  it.each([
    ['/en/search/..', '/en'],
    ['/en/collections/..', '/en'],
    ['/en/galleries/..', '/en'],
    ['/en/collections/person/..', '/en/collections'],
    ['/en/..', '/'],
    ['/en/search/.', '/en/search'],
    ['/en/./search', '/en/search'],
    ['/en/search/../item/1/x', '/en/item/1/x'],
    ['/en/search/%2e%2e', '/en'],
    ['/en/search/%2E%2e', '/en'],
    ['/en/search/.%2e', '/en'],
    ['/en/search/%2e.', '/en'],
    ['/en/search/%2e', '/en/search'],
    ['/en/search/../', '/en'],
    ['/en/search\\..', '/en'],
    ['/../../..', '/'],
  ])('%s -> 301 %s', (path, location) => {
    expect(target(path)).toEqual({ status: 301, location });
  });

  it('keeps the query', () => {
    expect(target('/en/search/../search', { query: 'art', page: '2' })).toEqual({
      status: 301,
      location: '/en/search?query=art&page=2',
    });
  });

  it('leaves paths without dot segments alone', () => {
    for (const path of [
      '/en/search',
      '/en/item/1/a.b',
      '/en/x..y',
      '/en/...',
      '/en/%2e%2e%2e',
      '/',
    ]) {
      expect(dotSegmentRule(path, {})).toBeNull();
    }
  });

  it('never sends the browser to another host', () => {
    for (const hostile of HOSTILE_PATHS) {
      for (const path of [
        `/..${hostile}`,
        `${hostile}/..`,
        `/en/..${hostile}/.`,
        `/x/..${hostile}/y/..`,
      ]) {
        const rule = dotSegmentRule(path, {});
        if (rule) expect(hostOfLocation(locationOf(rule))).toBe('portal.example');
      }
    }
    expect(target('/..//evil.example')).toEqual({ status: 301, location: '/evil.example' });
    expect(target('/x/..//evil.example/')).toEqual({ status: 301, location: '/evil.example' });
  });
});
