import { safeRedirect } from './login-redirect';

describe('safeRedirect (spec §5 login redirect rule)', () => {
  it.each([
    '/',
    '/en',
    '/en/item/123/abc',
    '/de/search?query=art&page=2',
    '/en/galleries/1-my_gallery~x@y',
    '/en/search%20x',
    '/en/item/1#section',
    '/en/search?query=a#top',
  ])('accepts the local path %s', (value) => {
    expect(safeRedirect(value)).toBe(value);
  });

  it.each([
    null,
    undefined,
    '',
    '//evil.example',
    '//evil.example/en',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'en/search',
    '/en/<script>',
    '/en/a b',
    '/en/a\tb',
    '/en\n/x',
    '/en?query=a b',
    '/en/ä',
    '/en/a.b',
    '/en/a:b',
  ])('rejects %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});
