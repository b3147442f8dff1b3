import type http from 'node:http';
import { toOriginForm } from './absolute-form';

function request(url: string, host = 'portal.example'): http.IncomingMessage {
  return { url, headers: { host } } as http.IncomingMessage;
}

describe('toOriginForm', () => {
  it.each([
    ['http://other.example/en/search?query=x', '/en/search?query=x', 'other.example'],
    ['https://other.example:8443/en', '/en', 'other.example:8443'],
    ['HTTP://Other.Example?x=1', '/?x=1', 'Other.Example'],
    ['http://other.example', '/', 'other.example'],
    ['http://[::1]:3000/en', '/en', '[::1]:3000'],
  ])('reads %s as %s on host %s', (target, path, host) => {
    const req = request(target);
    toOriginForm(req);
    expect(req.url).toBe(path);
    expect(req.headers.host).toBe(host);
  });

  it.each([
    '/en',
    '*',
    'ftp://other.example/en',
    'http://user@other.example/en',
    'http://[other.example/en',
    'http://other.example:99999/en',
    'http:///en',
    'other.example/en',
  ])('leaves %s as it is', (target) => {
    const req = request(target);
    toOriginForm(req);
    expect(req.url).toBe(target);
    expect(req.headers.host).toBe('portal.example');
  });
});
