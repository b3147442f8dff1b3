import { createHash } from 'node:crypto';

/**
 * A fast, well-mixed 53-bit string hash (cyrb53). Deterministic across runs and processes, which
 * is what stable identifiers and facet tokens need; not for security.
 */
export function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * A well-mixed 53-bit number from an integer and a seed (two lanes of MurmurHash3's finaliser):
 * what {@link hash53} gives for text, without turning the integer into a string first.
 */
export function mixInt53(value: number, seed = 0): number {
  const fmix = (h: number): number => {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  };
  const high = fmix(value ^ seed ^ 0x9e3779b9);
  const low = fmix(Math.imul(value, 0x27d4eb2d) ^ seed ^ 0x7f4a7c15);
  return (high & 0x1fffff) * 4294967296 + low;
}

/** Lower-case hex MD5, the Thumbnail API v3 identifier of a media URL. */
export function md5Hex(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

export function sha1Hex(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/** A 106-bit content fingerprint (two seeded hash53), for change detection of stored records. */
export function fingerprint(text: string): string {
  return `${hash53(text, 1).toString(36)}.${hash53(text, 2).toString(36)}`;
}
