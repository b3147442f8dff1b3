/** @jest-environment node */
// The server build of emotion (no document): the one the host's server renders with.
import { CacheProvider, Global, css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { renderToString } from 'react-dom/server';
import { SERVER_GLOBAL_STYLES, SERVER_STYLES_ATTRIBUTE } from '@portal/shared-kernel';
import { createHeadStyles } from './head-styles';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Card = styled.div`
  color: rgb(1, 2, 3);
  animation: ${fadeIn} 1s;
`;
const Caption = styled.p`
  margin: 0;
`;
const base = css`
  body {
    margin: 0;
  }
`;

function renderWithHeadStyles(nonce = 'n0nce') {
  const styles = createHeadStyles('css', nonce);
  const html = renderToString(
    <CacheProvider value={styles.cache}>
      <Global styles={base} />
      <Card>
        <Caption>one</Caption>
      </Card>
      <Card>
        <Caption>two</Caption>
      </Card>
      {/* Rendered twice, as a remounted <Global> would be: its styles go in once. */}
      <Global styles={base} />
    </CacheProvider>,
  );
  return { html, tags: styles.tags() };
}

/** The style tags of a head as [attribute value, text, nonce]. */
function styleTags(head: string): Array<[string, string, string]> {
  const pattern = new RegExp(
    `<style ${SERVER_STYLES_ATTRIBUTE}="([^"]*)" nonce="([^"]*)">([\\s\\S]*?)</style>`,
    'g',
  );
  return [...head.matchAll(pattern)].map(([, value, nonce, text]) => [value!, text!, nonce!]);
}

describe('the styles of a server render, for the head', () => {
  it('writes no style tag into the app’s HTML', () => {
    const { html } = renderWithHeadStyles();
    expect(html).not.toContain('<style');
    expect(html).toMatch(/<div class="css-[\w-]+"><p class="css-[\w-]+">one<\/p><\/div>/);
  });

  it('puts the global styles in one tag and every other style in another, each once', () => {
    const { html, tags } = renderWithHeadStyles();
    const [global, components, ...rest] = styleTags(tags);
    expect(rest).toEqual([]);
    expect(global![0]).toBe(SERVER_GLOBAL_STYLES);
    expect(global![1]).toBe('body{margin:0;}');
    const names = components![0].split(' ');
    // The card, its keyframes and the caption: each class the HTML uses is named and styled.
    expect(names).toHaveLength(3);
    for (const className of new Set(html.match(/css-[\w-]+/g))) {
      expect(names).toContain(className.slice('css-'.length));
      expect(components![1]).toContain(`.${className}{`);
    }
    expect(components![1]).toMatch(
      /@keyframes animation-[\w-]+\{from\{opacity:0;\}to\{opacity:1;\}\}/,
    );
    expect(components![1].match(/rgb\(1, 2, 3\)/g)).toHaveLength(1);
  });

  it('gives each tag the page’s nonce, for its Content Security Policy', () => {
    const { tags } = renderWithHeadStyles('abc123');
    expect(styleTags(tags).map(([, , nonce]) => nonce)).toEqual(['abc123', 'abc123']);
  });

  it('keeps style text from closing its tag', () => {
    const Sneaky = styled.span`
      &::after {
        content: '</style><script>alert(1)</script>';
      }
    `;
    const styles = createHeadStyles('css', 'n');
    renderToString(
      <CacheProvider value={styles.cache}>
        <Sneaky />
      </CacheProvider>,
    );
    const tags = styles.tags();
    // A style element's text is raw text: only `</style` could end it, and only its own does.
    expect(tags.match(/<\/style/gi)).toHaveLength(1);
    expect(tags.endsWith('</style>')).toBe(true);
  });

  it('writes nothing for a render without styles', () => {
    const styles = createHeadStyles('css', 'n');
    renderToString(
      <CacheProvider value={styles.cache}>
        <p>plain</p>
      </CacheProvider>,
    );
    expect(styles.tags()).toBe('');
  });
});
