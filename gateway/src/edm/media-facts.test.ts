import {
  aspectRatioOf,
  imageSizeOf,
  isHdVideo,
  isHighQualitySound,
  soundDurationOf,
  videoDurationOf,
} from './media-facts';

const resource = (fields: Record<string, unknown>) => ({ about: 'https://e.org/m', ...fields });

describe('media facts of the Search API filter tags', () => {
  it('buckets images by megapixels and orientation', () => {
    expect(imageSizeOf(600, 600)).toBe('small');
    expect(imageSizeOf(1000, 900)).toBe('medium');
    expect(imageSizeOf(2000, 2000)).toBe('large');
    expect(imageSizeOf(3000, 2000)).toBe('extra_large');
    expect(imageSizeOf(undefined, 10)).toBeUndefined();
    expect(aspectRatioOf(10, 20)).toBe('portrait');
  });

  it.each([
    ['0', 'very_short'],
    ['30000', 'very_short'],
    ['30001', 'short'],
    ['180000', 'short'],
    ['360000', 'medium'],
    ['360001', 'long'],
  ])('files a sound of %s ms as %s', (ms, bucket) => {
    expect(soundDurationOf(resource({ ebucoreDuration: ms }))).toBe(bucket);
  });

  it.each([
    ['240000', 'short'],
    ['240001', 'medium'],
    ['1200000', 'medium'],
    ['1200001', 'long'],
  ])('files a video of %s ms as %s', (ms, bucket) => {
    expect(videoDurationOf(resource({ ebucoreDuration: ms }))).toBe(bucket);
  });

  it('gives no duration bucket without a duration in milliseconds', () => {
    expect(soundDurationOf(resource({}))).toBeUndefined();
    expect(soundDurationOf(resource({ ebucoreDuration: 'PT3M' }))).toBeUndefined();
    expect(videoDurationOf(resource({ ebucoreDuration: '-5' }))).toBeUndefined();
    expect(soundDurationOf(undefined)).toBeUndefined();
  });

  it('calls sound high quality from 16 bits at 44.1 kHz, or in a lossless codec', () => {
    expect(isHighQualitySound(resource({ ebucoreSampleSize: 16, ebucoreSampleRate: 44100 }))).toBe(
      true,
    );
    expect(
      isHighQualitySound(resource({ ebucoreSampleSize: '24', ebucoreSampleRate: '96000' })),
    ).toBe(true);
    expect(isHighQualitySound(resource({ ebucoreSampleSize: 8, ebucoreSampleRate: 44100 }))).toBe(
      false,
    );
    expect(isHighQualitySound(resource({ ebucoreSampleSize: 16, ebucoreSampleRate: 22050 }))).toBe(
      false,
    );
    expect(isHighQualitySound(resource({ edmCodecName: ' FLAC ' }))).toBe(true);
    expect(isHighQualitySound(resource({ edmCodecName: 'mp3' }))).toBe(false);
    expect(isHighQualitySound(resource({}))).toBe(false);
  });

  it('calls video HD from 480 lines', () => {
    expect(isHdVideo(resource({ ebucoreHeight: 480 }))).toBe(true);
    expect(isHdVideo(resource({ ebucoreHeight: 1080 }))).toBe(true);
    expect(isHdVideo(resource({ ebucoreHeight: 479 }))).toBe(false);
    expect(isHdVideo(resource({}))).toBe(false);
  });
});
