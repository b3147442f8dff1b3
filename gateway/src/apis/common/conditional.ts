import type { Request } from 'express';

/** 304 for a matching If-None-Match (or, without it, an If-Modified-Since not older), 412 for a failed If-Match. */
export function conditionalStatus(
  req: Request,
  etag: string,
  lastModified?: Date,
): number | undefined {
  const ifMatch = req.get('if-match');
  if (ifMatch && !etagMatches(ifMatch, etag)) return 412;
  const ifNoneMatch = req.get('if-none-match');
  if (ifNoneMatch) return etagMatches(ifNoneMatch, etag) ? 304 : undefined;
  const since = Date.parse(req.get('if-modified-since') ?? '');
  if (lastModified && Number.isFinite(since) && lastModified.getTime() <= since) return 304;
  return undefined;
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
