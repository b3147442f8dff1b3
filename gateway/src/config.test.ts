/** @jest-environment node */
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('points API links at the gateway and the portal on their default ports', () => {
    const config = loadConfig({});
    expect(config.publicUrl).toBe('http://localhost:3001');
    expect(config.portalUrl).toBe('http://localhost:3000');
  });

  it('follows the configured ports when no public URLs are given', () => {
    const config = loadConfig({ GATEWAY_PORT: '5101', PORT: '5100' });
    expect(config.publicUrl).toBe('http://localhost:5101');
    expect(config.portalUrl).toBe('http://localhost:5100');
  });

  it('prefers the public URLs given, without a trailing slash', () => {
    const config = loadConfig({
      GATEWAY_PORT: '5101',
      GATEWAY_PUBLIC_URL: 'https://api.portal.example/',
      GATEWAY_PORTAL_URL: 'https://portal.example',
    });
    expect(config.publicUrl).toBe('https://api.portal.example');
    expect(config.portalUrl).toBe('https://portal.example');
  });

  it('refuses a port that is not one', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('gives clients 10 s to send a request, or the GATEWAY_REQUEST_TIMEOUT milliseconds given', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(10_000);
    expect(loadConfig({ GATEWAY_REQUEST_TIMEOUT: '15000' }).requestTimeoutMs).toBe(15_000);
    expect(() => loadConfig({ GATEWAY_REQUEST_TIMEOUT: '10s' })).toThrow(/GATEWAY_REQUEST_TIMEOUT/);
    expect(() => loadConfig({ GATEWAY_REQUEST_TIMEOUT: '0' })).toThrow(/GATEWAY_REQUEST_TIMEOUT/);
  });
});
