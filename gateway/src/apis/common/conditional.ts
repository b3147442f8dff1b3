import type { Request } from 'express';

/** 304 for a matching If-None-Match (or, without it, an If-Modified-Since not older), 412 for a failed If-Match. */
export function conditionalStatus(
  req: Request,
  etag: string,
  lastModified?: Date,
): number | undefined {
  const ifMatch = req.get('if-match');
  if (ifMatch && !etagMatches(ifMatch, etag, 'strong')) return 412;
  const ifNoneMatch = req.get('if-none-match');
  if (ifNoneMatch) return etagMatches(ifNoneMatch, etag, 'weak') ? 304 : undefined;
  const since = Date.parse(req.get('if-modified-since') ?? '');
  if (lastModified && Number.isFinite(since) && lastModified.getTime() <= since) return 304;
  return undefined;
}

/**
 * RFC 9110 §8.8.3.2: If-Match compares strongly (a weak tag never matches), If-None-Match
 * weakly (`W/"x"` matches `"x"`). Our tags are strong.
 */
function etagMatches(header: string, etag: string, comparison: 'strong' | 'weak'): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === etag || (comparison === 'weak' && tag.replace(/^W\//, '') === etag);
  });
}
