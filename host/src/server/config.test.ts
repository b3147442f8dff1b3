import { availableParallelism } from 'node:os';
import { loadConfig, parseWorkers } from './config';

describe('host configuration', () => {
  it('runs one process unless HOST_WORKERS asks for more', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(parseWorkers('')).toBe(1);
    expect(parseWorkers('2')).toBe(2);
    expect(parseWorkers(' 4 ')).toBe(4);
    expect(parseWorkers('auto')).toBe(availableParallelism());
  });

  it('refuses a worker count it cannot honour, with a clear message', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => parseWorkers(bad)).toThrow(
        `HOST_WORKERS must be a whole number from 1 to 64, or "auto" (got "${bad}")`,
      );
    }
  });

  it('proxies /auth to the gateway unless AUTH_URL names another identity server', () => {
    expect(loadConfig({}).authUrl).toBe('http://127.0.0.1:3001/auth');
    expect(loadConfig({ GATEWAY_URL: 'http://gateway:4000/' }).authUrl).toBe(
      'http://gateway:4000/auth',
    );
    expect(loadConfig({ AUTH_URL: 'https://keycloak.internal/auth/' }).authUrl).toBe(
      'https://keycloak.internal/auth',
    );
    expect(loadConfig({ AUTH_URL: '' }).authUrl).toBe('http://127.0.0.1:3001/auth');
  });
});
