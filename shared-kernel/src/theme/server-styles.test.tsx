import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { GlobalStyles } from './global-styles';
import { adoptServerStyles, SERVER_GLOBAL_STYLES, SERVER_STYLES_ATTRIBUTE } from './server-styles';

const Card = styled.div`
  color: rgb(1, 2, 3);
`;

/** The emotion style tags in the document: those the browser's cache inserted. */
const emotionTags = () => document.querySelectorAll('style[data-emotion]');

/** A head as the host's server writes it (head-styles.ts), for the styles named. */
function serverHead(names: string[]) {
  document.head.innerHTML =
    `<style ${SERVER_STYLES_ATTRIBUTE}="${SERVER_GLOBAL_STYLES}">body{margin:0}</style>` +
    `<style ${SERVER_STYLES_ATTRIBUTE}="${names.join(' ')}">.x{}</style>`;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('adoptServerStyles', () => {
  it('tells the cache every style the server wrote, and not the global tag as one', () => {
    serverHead(['abc', '1x2y']);
    const cache = createCache({ key: 'css' });
    adoptServerStyles(cache);
    expect(cache.inserted).toEqual({ abc: true, '1x2y': true });
  });

  it('so a component the server rendered inserts no style again, and no tag moves', () => {
    // The name the component's styles get, from a render with a cache of its own.
    const probe = createCache({ key: 'probe' });
    render(
      <CacheProvider value={probe}>
        <Card />
      </CacheProvider>,
    ).unmount();
    const names = Object.keys(probe.inserted);
    expect(names).toHaveLength(1);
    serverHead(names);
    const serverTags = [...document.head.children];
    const moves: MutationRecord[] = [];
    const observer = new MutationObserver((records) => moves.push(...records));
    observer.observe(document.head, { childList: true });

    const cache = createCache({ key: 'css' });
    adoptServerStyles(cache);
    const { container } = render(
      <CacheProvider value={cache}>
        <Card />
      </CacheProvider>,
    );
    moves.push(...observer.takeRecords());
    observer.disconnect();
    expect(container.firstElementChild).toHaveClass(`css-${names[0]}`);
    expect(emotionTags()).toHaveLength(0);
    expect(moves).toEqual([]);
    expect([...document.head.children]).toEqual(serverTags);
  });

  it('leaves a page the server did not style to emotion', () => {
    const cache = createCache({ key: 'css' });
    adoptServerStyles(cache);
    render(
      <CacheProvider value={cache}>
        <Card />
      </CacheProvider>,
    );
    expect(emotionTags().length).toBeGreaterThan(0);
  });
});

describe('GlobalStyles', () => {
  it('inserts nothing when the server wrote the global styles into the head', () => {
    serverHead([]);
    render(<GlobalStyles />);
    expect(emotionTags()).toHaveLength(0);
  });

  it('inserts the global styles when the page has none', () => {
    render(<GlobalStyles />);
    expect(document.querySelector('style[data-emotion^="css-global"]')).not.toBeNull();
  });
});
