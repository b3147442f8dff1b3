import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  colours,
  focusOutline,
  focusRing,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  space,
  usePortal,
} from '@portal/shared-kernel';
import { routerTargetOf } from './body-links';

/**
 * The gateway's HTML of a page body, styled with the theme's tokens: the headings from `##` down,
 * paragraphs, lists, tables with borders and header cells, code, and links whose focus shows.
 * Nothing but a wide table may run wider than the screen at 320 px (WCAG 1.4.10): long words and
 * addresses break, code wraps instead of scrolling.
 */
const Html = styled.div`
  overflow-wrap: break-word;
  h2 {
    margin: ${space[7]}px 0 ${space[3]}px;
  }
  h3 {
    margin: ${space[6]}px 0 ${space[2]}px;
  }
  h4 {
    margin: ${space[5]}px 0 ${space[2]}px;
    font-size: ${fontSizes.large};
  }
  p,
  ul,
  ol,
  table,
  pre,
  blockquote {
    margin: 0 0 ${space[4]}px;
  }
  ul,
  ol {
    padding-left: ${space[6]}px;
  }
  li + li {
    margin-top: ${space[1]}px;
  }
  a {
    color: ${colours.accent};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  a:hover {
    color: ${colours.accentHover};
  }
  a:focus-visible {
    ${focusOutline}
    box-shadow: ${focusRing};
    border-radius: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${fontSizes.small};
    /* On the narrowest screens a wide table scrolls on its own, not the page (WCAG 1.4.10 lets a
       data table keep its two dimensions). */
    @media (max-width: 600px) {
      display: block;
      overflow-x: auto;
    }
  }
  th,
  td {
    padding: ${space[2]}px ${space[3]}px;
    border: 1px solid ${colours.border};
    text-align: left;
    vertical-align: top;
    /* Words break only when one alone is wider than its column ("anywhere" would let the table
       squeeze columns until plain words split); cookie names and other code may break anywhere. */
    overflow-wrap: break-word;
    @media (max-width: 600px) {
      padding: ${space[1]}px ${space[2]}px;
    }
  }
  td code {
    word-break: break-all;
  }
  th {
    font-weight: ${fontWeights.semibold};
    background: ${colours.surfaceAlt};
  }
  code {
    padding: 0 ${space[1]}px;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    background: ${colours.surfaceAlt};
    border-radius: ${radii.base};
  }
  pre {
    padding: ${space[3]}px ${space[4]}px;
    background: ${colours.surfaceAlt};
    border-radius: ${radii.base};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  pre code {
    padding: 0;
  }
  blockquote {
    padding-left: ${space[4]}px;
    border-left: 4px solid ${colours.border};
    color: ${colours.textSecondary};
  }
  hr {
    margin: ${space[6]}px 0;
    border: 0;
    border-top: 1px solid ${colours.border};
  }
  h2,
  h3,
  h4 {
    line-height: ${lineHeights.heading};
  }
`;

/**
 * The body of a page. `lang` is the language of the text when it is not the page's (an English
 * page under /de, WCAG 3.1.2). Links to the portal's pages in the page's language navigate with
 * the router, so the shell stays; any other link is an ordinary one.
 */
export function PageBody({ html, lang }: { html: string; lang?: string }) {
  const { locale } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const to = routerTargetOf(event, {
      origin: window.location.origin,
      locale,
      pathname: location.pathname,
      search: location.search,
    });
    if (!to) return;
    event.preventDefault();
    navigate(to);
  };
  return <Html lang={lang} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
