import { render, screen } from '@testing-library/react';
import { isExternalHref, Link, localisePath } from './Link';
import { TestPortal, testPortal } from './test-portal';

describe('localisePath', () => {
  it('adds the page locale to internal paths without one', () => {
    expect(localisePath('/search?query=x', 'de')).toBe('/de/search?query=x');
    expect(localisePath('/', 'fr')).toBe('/fr');
  });

  it('keeps paths that have a locale, exempt paths and other URLs', () => {
    expect(localisePath('/en/item/1/a', 'de')).toBe('/en/item/1/a');
    expect(localisePath('/account/logout', 'de')).toBe('/account/logout');
    expect(localisePath('#main', 'de')).toBe('#main');
    expect(localisePath('//evil.example/x', 'de')).toBe('//evil.example/x');
  });
});

describe('Link', () => {
  it('links internally through the router with the locale', () => {
    render(
      <TestPortal portal={testPortal('sv')}>
        <Link to="/stories">Stories</Link>
      </TestPortal>,
    );
    const link = screen.getByRole('link', { name: 'Stories' });
    expect(link).toHaveAttribute('href', '/sv/stories');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens external links in a new tab and says so to screen readers', () => {
    render(
      <TestPortal>
        <Link to="https://www.facebook.com/Europeana">Facebook</Link>
      </TestPortal>,
    );
    const link = screen.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps mail links in the same tab', () => {
    render(
      <TestPortal>
        <Link to="mailto:info@example.org">Mail us</Link>
      </TestPortal>,
    );
    expect(screen.getByRole('link', { name: 'Mail us' })).not.toHaveAttribute('target');
    expect(isExternalHref('mailto:x@y.z')).toBe(true);
    expect(isExternalHref('/en')).toBe(false);
  });
});
