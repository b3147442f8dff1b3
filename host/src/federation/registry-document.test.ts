/** @jest-environment node */
import { currentReleases, manifestUrl, RegistryError } from './registry-document';

describe('registry document', () => {
  it('lists the current release of each remote', () => {
    const releases = currentReleases({
      remotes: {
        'mf-search': {
          current: '1.1.0-b',
          versions: {
            '1.0.0-a': '/mf-search/1.0.0-a/mf-manifest.json',
            '1.1.0-b': '/mf-search/1.1.0-b/mf-manifest.json',
          },
        },
      },
    });
    expect(releases).toEqual([
      { remote: 'mf-search', version: '1.1.0-b', manifest: '/mf-search/1.1.0-b/mf-manifest.json' },
    ]);
  });

  it.each([
    [null],
    [{}],
    [{ remotes: { 'mf-unknown': { current: '1', versions: { '1': '/x' } } } }],
    [{ remotes: { 'mf-item': { current: '2', versions: { '1': '/x' } } } }],
    [{ remotes: { 'mf-item': { versions: {} } } }],
  ])('rejects an invalid document %#', (document) => {
    expect(() => currentReleases(document)).toThrow(RegistryError);
  });

  it('resolves relative manifests against the release server', () => {
    expect(manifestUrl('/mf-item/1/mf-manifest.json', 'http://127.0.0.1:3002/')).toBe(
      'http://127.0.0.1:3002/mf-item/1/mf-manifest.json',
    );
    expect(manifestUrl('https://cdn.example.org/m.json', '/releases')).toBe(
      'https://cdn.example.org/m.json',
    );
  });
});
