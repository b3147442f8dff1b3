import { FocusedLinks } from './focused-links';

describe('FocusedLinks (focus back on the opened link after back/forward)', () => {
  let stop: () => void;
  let links: FocusedLinks;

  const render = (hrefs: string[]): void => {
    document.body.innerHTML = `<a href="/en">home</a><main id="main" tabindex="-1">${hrefs
      .map((href) => `<a href="${href}">${href}</a>`)
      .join('')}<button>like</button></main>`;
  };
  const link = (href: string): HTMLElement =>
    document.querySelector<HTMLElement>(`main a[href="${href}"]`)!;

  beforeEach(() => {
    links = new FocusedLinks('main');
    stop = links.listen(document);
  });
  afterEach(() => stop());

  it('focuses again, in a new rendering of the page, the link last focused in its entry', () => {
    links.enter('results');
    render(['/en/item/1/a', '/en/item/1/b', '/en/item/1/c']);
    link('/en/item/1/a').focus();
    link('/en/item/1/c').focus();
    links.enter('item');
    render(['/en/collections/topic/1']);
    expect(links.restore(document)).toBe(false);

    links.enter('results');
    render(['/en/item/1/a', '/en/item/1/b', '/en/item/1/c']);
    expect(links.restore(document)).toBe(true);
    expect(document.activeElement).toBe(link('/en/item/1/c'));
  });

  it('keeps each entry its own link, and ignores what is not a link of the main area', () => {
    links.enter('page-1');
    render(['/en/item/1/a']);
    link('/en/item/1/a').focus();
    document.querySelector<HTMLElement>('main button')!.focus();
    document.querySelector<HTMLElement>('body > a')!.focus();
    links.enter('page-2');
    render(['/en/item/2/a']);
    link('/en/item/2/a').focus();

    links.enter('page-1');
    render(['/en/item/1/a']);
    expect(links.restore(document)).toBe(true);
    expect(document.activeElement).toBe(link('/en/item/1/a'));
  });

  it('gives up when the link is gone from the page (the results changed)', () => {
    links.enter('results');
    render(['/en/item/1/a']);
    link('/en/item/1/a').focus();
    render(['/en/item/9/z']);
    document.body.focus();
    expect(links.restore(document)).toBe(false);
  });

  it('stops listening when asked', () => {
    stop();
    links.enter('results');
    render(['/en/item/1/a']);
    link('/en/item/1/a').focus();
    expect(links.restore(document)).toBe(false);
  });
});
