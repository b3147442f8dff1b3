import { CommonsError } from '../../upstream/api-error';
import {
  grantedDisposition,
  inlineContentSecurityPolicy,
  requestedDisposition,
} from './disposition';

describe('media disposition', () => {
  it('reads the parameter: absent or attachment downloads, inline opens, anything else is a 400', () => {
    expect(requestedDisposition(undefined)).toBe('attachment');
    expect(requestedDisposition('attachment')).toBe('attachment');
    expect(requestedDisposition('inline')).toBe('inline');
    for (const bad of ['INLINE', '', 'inline;', ['inline', 'inline']]) {
      expect(() => requestedDisposition(bad)).toThrow(CommonsError);
    }
  });

  it('opens in the browser only what the browser shows without running it as a page', () => {
    for (const type of [
      'application/pdf',
      'text/plain',
      'image/jpeg',
      'IMAGE/PNG',
      'text/plain; charset=UTF-8',
      'audio/mpeg',
      'video/mp4',
    ]) {
      expect(grantedDisposition('inline', type)).toBe('inline');
    }
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/xml',
      'text/xml',
      'application/xhtml+xml',
      'text/html; charset=UTF-8',
      undefined,
    ]) {
      expect(grantedDisposition('inline', type)).toBe('attachment');
    }
    expect(grantedDisposition('attachment', 'application/pdf')).toBe('attachment');
  });

  it('loosens the CSP for a PDF only, so the browser’s viewer works', () => {
    expect(inlineContentSecurityPolicy('application/pdf')).toBe("frame-ancestors 'none'");
    expect(inlineContentSecurityPolicy('Application/PDF; version=1.7')).toBe(
      "frame-ancestors 'none'",
    );
    expect(inlineContentSecurityPolicy('text/plain')).toBeUndefined();
    expect(inlineContentSecurityPolicy(undefined)).toBeUndefined();
  });
});
