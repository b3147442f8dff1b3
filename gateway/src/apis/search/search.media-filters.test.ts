import { compactToEdm, type CompactRecord } from '../../convert/compact-record';
import { noEntities } from '../../convert/entity-lookup';
import { startGateway, qs, type GatewayFixture } from '../../test-support/gateway-fixture';

const base = {
  dataProvider: 'M',
  rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
} as const;

/** Items whose web resources carry the technical metadata the filter tags are computed from. */
const RECORDS: Array<[CompactRecord, Record<string, unknown>?]> = [
  [
    {
      ...base,
      id: '/7/hd_film',
      type: 'VIDEO',
      title: { en: ['HD film'] },
      media: [
        { url: 'https://e.org/a.mp4', mimeType: 'video/mp4', height: 1080, durationMs: 1_500_000 },
      ],
    },
  ],
  [
    {
      ...base,
      id: '/7/newsreel',
      type: 'VIDEO',
      title: { en: ['Newsreel'] },
      media: [
        { url: 'https://e.org/b.mp4', mimeType: 'video/mp4', height: 360, durationMs: 90_000 },
      ],
    },
  ],
  [
    {
      ...base,
      id: '/7/song',
      type: 'SOUND',
      title: { en: ['Song'] },
      media: [{ url: 'https://e.org/c.flac', mimeType: 'audio/flac', durationMs: 200_000 }],
    },
    { edmCodecName: 'flac' },
  ],
  [
    {
      ...base,
      id: '/7/cylinder',
      type: 'SOUND',
      title: { en: ['Cylinder'] },
      media: [{ url: 'https://e.org/d.mp3', mimeType: 'audio/mpeg', durationMs: 20_000 }],
    },
    { ebucoreSampleSize: 8, ebucoreSampleRate: 11_025 },
  ],
  [
    {
      ...base,
      id: '/7/grey_photo',
      type: 'IMAGE',
      title: { en: ['Grey photograph'] },
      media: [{ url: 'https://e.org/e.jpg', mimeType: 'image/jpeg', width: 800, height: 600 }],
    },
    { edmHasColorSpace: 'grayscale' },
  ],
  [
    {
      ...base,
      id: '/7/colour_photo',
      type: 'IMAGE',
      title: { en: ['Colour photograph'] },
      media: [{ url: 'https://e.org/f.jpg', mimeType: 'image/jpeg', width: 800, height: 600 }],
    },
    { edmHasColorSpace: 'sRGB' },
  ],
];

describe('Search API sound, video and greyscale filter tags (contract: qf pseudo-fields)', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway();
    gw.store.items.upsertMany(
      RECORDS.map(([compact, technical]) => {
        const { record, hints } = compactToEdm(compact, noEntities);
        Object.assign(record.aggregations![0]!.webResources![0]!, technical);
        return { record, hints, source: 'seed' as const };
      }),
    );
  });
  afterAll(() => gw.close());

  const ids = async (...qf: string[]) => {
    const res = await gw.get(
      `/record/v2/search.json?${qs({ query: '*:*', rows: 20 })}&${qf.map((f) => `qf=${encodeURIComponent(f)}`).join('&')}`,
    );
    expect(res.status).toBe(200);
    return (res.body.items as Array<{ id: string }>).map((item) => item.id).sort();
  };

  it('filters by video quality and duration', async () => {
    expect(await ids('VIDEO_HD:true')).toEqual(['/7/hd_film']);
    expect(await ids('VIDEO_DURATION:long')).toEqual(['/7/hd_film']);
    expect(await ids('VIDEO_DURATION:short')).toEqual(['/7/newsreel']);
    // two values of one duration facet are alternatives, as ticking two in the sidebar means
    expect(await ids('VIDEO_DURATION:short', 'VIDEO_DURATION:long')).toEqual([
      '/7/hd_film',
      '/7/newsreel',
    ]);
  });

  it('filters by sound quality and duration', async () => {
    expect(await ids('SOUND_HQ:true')).toEqual(['/7/song']);
    expect(await ids('SOUND_DURATION:medium')).toEqual(['/7/song']);
    expect(await ids('SOUND_DURATION:very_short')).toEqual(['/7/cylinder']);
  });

  it('takes IMAGE_GREYSCALE as the other side of IMAGE_COLOUR', async () => {
    expect(await ids('IMAGE_GREYSCALE:true')).toEqual(['/7/grey_photo']);
    expect(await ids('IMAGE_GREYSCALE:false')).toEqual(['/7/colour_photo']);
    expect(await ids('IMAGE_COLOUR:false')).toEqual(['/7/grey_photo']);
  });

  it('counts the four technical facets, and has no IMAGE_GREYSCALE facet', async () => {
    const res = await gw.get(
      `/record/v2/search.json?${qs({ query: '*:*', rows: 0, profile: 'facets', facet: 'VIDEO_HD,VIDEO_DURATION,SOUND_HQ,SOUND_DURATION' })}`,
    );
    expect(res.status).toBe(200);
    const facets = Object.fromEntries(
      (
        res.body.facets as Array<{ name: string; fields: Array<{ label: string; count: number }> }>
      ).map((facet) => [facet.name, facet.fields]),
    );
    expect(facets).toEqual({
      VIDEO_HD: [{ label: 'true', count: 1 }],
      VIDEO_DURATION: [
        { label: 'long', count: 1 },
        { label: 'short', count: 1 },
      ],
      SOUND_HQ: [{ label: 'true', count: 1 }],
      SOUND_DURATION: [
        { label: 'medium', count: 1 },
        { label: 'very_short', count: 1 },
      ],
    });
    const greyscale = await gw.get(
      `/record/v2/search.json?${qs({ query: '*:*', rows: 0, profile: 'facets', facet: 'IMAGE_GREYSCALE' })}`,
    );
    expect(greyscale.status).toBe(400);
    expect(greyscale.body).toMatchObject({ success: false, code: '400-SA' });
  });
});
