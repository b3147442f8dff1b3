/** @jest-environment node */
import { browserRemoteEntries, remoteEntries } from './sync-remotes';

describe('remote entries', () => {
  it('names the container and the manifest of each release, then the browser entry', () => {
    const entries = remoteEntries(
      [
        {
          remote: 'mf-search',
          version: '1.0.0-a',
          manifest: '/mf-search/1.0.0-a/mf-manifest.json',
        },
      ],
      '/releases',
    );
    expect(entries).toEqual([
      {
        name: 'mf_search',
        entry: '/releases/mf-search/1.0.0-a/mf-manifest.json',
        version: '1.0.0-a',
      },
    ]);
    expect(browserRemoteEntries(entries)[0]?.entry).toBe(
      '/releases/mf-search/1.0.0-a/remoteEntry.js',
    );
  });
});
