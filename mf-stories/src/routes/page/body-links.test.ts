import { routerTargetOf, type LinkClick } from './body-links';

const page = { origin: 'http://portal.test', locale: 'en', pathname: '/en/faq', search: '' };

/** A plain left click on a link made from `html` (its first element, or the one named). */
function click(html: string, overrides: Partial<LinkClick> = {}, selector = 'a'): LinkClick {
  const body = document.createElement('div');
  body.innerHTML = html;
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target: body.querySelector(selector),
    ...overrides,
  };
}

describe('links in a page body', () => {
  it('routes a plain click on a link to a page of the portal in the same language', () => {
    expect(routerTargetOf(click('<a href="/en/search?query=map">maps</a>'), page)).toBe(
      '/en/search?query=map',
    );
    expect(routerTargetOf(click('<a href="http://portal.test/en/rights#cc0">CC0</a>'), page)).toBe(
      '/en/rights#cc0',
    );
    expect(routerTargetOf(click('<a href="/en">home</a>'), page)).toBe('/en');
    // On an element inside the link.
    expect(
      routerTargetOf(click('<a href="/en/help"><strong>Help</strong></a>', {}, 'strong'), page),
    ).toBe('/en/help');
  });

  it.each([
    ['with the Ctrl key', { ctrlKey: true }],
    ['with the Meta key', { metaKey: true }],
    ['with Shift', { shiftKey: true }],
    ['with Alt', { altKey: true }],
    ['with the middle button', { button: 1 }],
    ['handled already', { defaultPrevented: true }],
  ])('leaves a click %s to the browser', (_case, overrides) => {
    expect(routerTargetOf(click('<a href="/en/help">Help</a>', overrides), page)).toBeNull();
  });

  it.each([
    ['another site', '<a href="https://rightsstatements.org/page/InC/1.0/">InC</a>'],
    ['another language', '<a href="/de/help">Hilfe</a>'],
    ['a path outside the pages', '<a href="/api/record/v2/search.json">API</a>'],
    ['a heading of this page', '<a href="#cookies">Cookies</a>'],
    ['a new tab', '<a href="/en/help" target="_blank">Help</a>'],
    ['a download', '<a href="/en/help" download>Help</a>'],
    ['a mail address', '<a href="mailto:someone@example.org">mail</a>'],
  ])('leaves a link to %s to the browser', (_case, html) => {
    expect(routerTargetOf(click(html), page)).toBeNull();
  });

  it('ignores a click outside any link', () => {
    expect(routerTargetOf(click('<p>text</p>', {}, 'p'), page)).toBeNull();
  });
});
