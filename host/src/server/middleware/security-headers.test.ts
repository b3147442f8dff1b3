import type { NextFunction, Request, Response } from 'express';
import { securityHeaders, type CspSources } from './security-headers';

function cspOf(sources: CspSources): string {
  const headers: Record<string, string> = {};
  const res = {
    locals: {},
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
  } as unknown as Response;
  securityHeaders(sources)({} as Request, res, (() => undefined) as NextFunction);
  return headers['content-security-policy'] ?? '';
}

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the Content Security Policy of pages', () => {
  it('lets audio and video load from an upstream media proxy, and only media', () => {
    const csp = cspOf({
      scriptOrigins: [],
      imageOrigins: ['https://proxy.europeana.eu'],
      mediaOrigins: ['https://proxy.europeana.eu'],
    });
    expect(directive(csp, 'media-src')).toBe("media-src 'self' blob: https://proxy.europeana.eu");
    expect(directive(csp, 'script-src')).not.toContain('proxy.europeana.eu');
  });

  it('keeps media to this origin when no upstream proxy is configured', () => {
    expect(directive(cspOf({ scriptOrigins: [], imageOrigins: [] }), 'media-src')).toBe(
      "media-src 'self' blob:",
    );
  });
});
