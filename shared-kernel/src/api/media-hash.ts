import SparkMD5 from 'spark-md5';

/** Entries kept before the memory starts over (each is a URL and 32 characters). */
const CACHE_LIMIT = 10_000;
const cache = new Map<string, string>();

/**
 * The lower-case hex md5 of a media URL: the media's id in the Thumbnail API v3 and the media
 * proxy (contract §6). Remembered, because the same items are rendered again and again, each
 * with several URLs per web resource.
 */
export function mediaHash(mediaUrl: string): string {
  let hash = cache.get(mediaUrl);
  if (hash === undefined) {
    hash = SparkMD5.hash(mediaUrl);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(mediaUrl, hash);
  }
  return hash;
}
