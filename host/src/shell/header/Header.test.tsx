import '@portal/shared-kernel/src/test-fixtures/request-polyfill';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { LOGOUT_EVENT, RootStore } from '@portal/shared-kernel';
import {
  answeringFetch,
  typeAndAwaitSuggestions,
} from '@portal/shared-kernel/src/test-fixtures/entity-suggest';
import { renderShell } from '../testing/render-shell';
import { useLogoutEvent } from '../session/use-logout-event';
import { Header } from './Header';

function HeaderWithLogoutWatch() {
  useLogoutEvent();
  return <Header />;
}

describe('Header (spec §2.5)', () => {
  it('links the logo home and shows the main navigation', () => {
    renderShell(<Header />, { path: '/de/collections', locale: 'de' });
    expect(screen.getByRole('link', { name: 'Europeana home' })).toHaveAttribute('href', '/de');
    // On narrow screens (and in jsdom, which applies no media queries) the bar's navigation is
    // hidden by CSS and the sidebar carries it.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main navigation"]')!;
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/de',
      '/de/collections',
      '/de/share-your-collections',
    ]);
    expect(within(nav).getByRole('link', { name: 'Collections', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the sidebar with the extra pages and closes it again', async () => {
    renderShell(<Header />);
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const sidebar = await screen.findByRole(
      'navigation',
      { name: 'Site navigation' },
      { timeout: 5000 },
    );
    for (const [name, href] of [
      ['About us', '/en/about-us'],
      ['Help', '/en/help'],
      ['Share your collections', '/en/share-your-collections'],
    ]) {
      expect(within(sidebar).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Site navigation' })).toBeNull();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the search bar, a GET form to the search page', () => {
    const stores = new RootStore();
    renderShell(<Header />, { stores, path: '/fr/stories', locale: 'fr' });
    expect(screen.queryByRole('search')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show search bar' }));
    const form = screen.getByRole('search', { name: 'Quick search' });
    expect(form).toHaveAttribute('action', '/fr/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('combobox', { name: 'Search the collections' })).toHaveFocus();
    expect(stores.search.showSearchBar).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Hide search bar' }));
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('closes the search bar on Escape and gives focus back to its button', () => {
    const stores = new RootStore();
    renderShell(<Header />, { stores, path: '/en' });
    fireEvent.click(screen.getByRole('button', { name: 'Show search bar' }));
    const box = screen.getByRole('combobox', { name: 'Search the collections' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('search')).toBeNull();
    expect(stores.search.showSearchBar).toBe(false);
    expect(screen.getByRole('button', { name: 'Show search bar' })).toHaveFocus();
  });

  it('suggests collections in the search bar; Escape closes the list before the bar', async () => {
    jest.useFakeTimers();
    try {
      const stores = new RootStore();
      const { router } = renderShell(<Header />, {
        stores,
        path: '/en',
        fetch: answeringFetch().fetch,
      });
      fireEvent.click(screen.getByRole('button', { name: 'Show search bar' }));
      const box = screen.getByRole('combobox', { name: 'Search the collections' });
      await typeAndAwaitSuggestions(box, 'turn');
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getAllByRole('option')[0]).toHaveTextContent('Joseph Mallord William Turner');

      fireEvent.keyDown(box, { key: 'Escape' });
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(stores.search.showSearchBar).toBe(true);

      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'Enter' });
      await act(async () => {
        jest.runOnlyPendingTimers();
      });
      expect(router.state.location.pathname).toBe(
        '/en/collections/person/55218923550599-joseph-mallord-william-turner',
      );
      expect(stores.search.showSearchBar).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the scroll padding as tall as the header while it is there', () => {
    const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
    const { unmount } = renderShell(<Header />, { stores: new RootStore(), path: '/en' });
    expect(document.documentElement.style.scrollPaddingTop).toBe('128px');
    unmount();
    expect(document.documentElement.style.scrollPaddingTop).toBe('');
    height.mockRestore();
  });

  it('shows the filter button only when search allows it, marked when filters apply', () => {
    const stores = new RootStore();
    const { rerender } = renderShell(<Header />, { stores, path: '/en/search?query=x' });
    expect(screen.queryByRole('button', { name: /filters/ })).toBeNull();
    act(() => stores.search.setShowSidebarToggle(true));
    const plain = screen.getByRole('button', { name: 'Show filters' });
    expect(plain).toHaveAttribute('data-applied', 'false');
    fireEvent.click(plain);
    expect(stores.search.showSearchSidebar).toBe(true);
    expect(plain).toHaveAttribute('aria-pressed', 'true');
    rerender(<></>);

    const filtered = new RootStore();
    filtered.search.setShowSidebarToggle(true);
    filtered.search.setFiltersApplied(true);
    renderShell(<Header />, { stores: filtered, path: '/en/search?query=x&reusability=open' });
    expect(
      screen.getAllByRole('button', { name: 'Show filters (filters applied)' })[0],
    ).toHaveAttribute('data-applied', 'true');
  });

  it('marks filters as the search page read them, not as the URL spells them', () => {
    const stores = new RootStore();
    stores.search.setShowSidebarToggle(true);
    stores.search.setFiltersApplied(false);
    renderShell(<Header />, { stores, path: '/en/search?reusability=bogus' });
    expect(screen.getByRole('button', { name: 'Show filters' })).toHaveAttribute(
      'data-applied',
      'false',
    );
  });

  it('offers log in / join with the current page as redirect to visitors', () => {
    renderShell(<Header />, { path: '/en/search?query=cat' });
    const login = screen.getAllByRole('link', { name: 'Log in / Join', hidden: true })[0]!;
    expect(login).toHaveAttribute(
      'href',
      `/en/account/login?redirect=${encodeURIComponent('/en/search?query=cat')}`,
    );
    expect(screen.queryByRole('link', { name: 'Log out', hidden: true })).toBeNull();
  });

  it('offers their account and log out to signed-in users, and logs out with other tabs', () => {
    const stores = new RootStore({ auth: { user: { sub: 'u1' } } });
    renderShell(<HeaderWithLogoutWatch />, { stores, path: '/en/stories' });
    expect(screen.getAllByRole('link', { name: 'My account', hidden: true })[0]).toHaveAttribute(
      'href',
      '/en/account',
    );
    expect(screen.getAllByRole('link', { name: 'Log out', hidden: true })[0]).toHaveAttribute(
      'href',
      '/account/logout',
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOGOUT_EVENT, newValue: '1' }));
    });
    expect(stores.auth.loggedIn).toBe(false);
    expect(stores.toasts.toasts.map((toast) => toast.message)).toEqual([
      'You have been logged out.',
    ]);
    expect(
      screen.getAllByRole('link', { name: 'Log in / Join', hidden: true }).length,
    ).toBeGreaterThan(0);
  });

  it('logs out through the sign-in actions with JavaScript, keeping the link for pages without', () => {
    const stores = new RootStore({ auth: { user: { sub: 'u1' } } });
    const logout = jest.fn(async () => undefined);
    stores.auth.connect({ login: jest.fn(), register: jest.fn(), logout });
    renderShell(<Header />, { stores, path: '/fr/stories', locale: 'fr' });
    const link = screen.getAllByRole('link', { name: 'Log out', hidden: true })[0]!;
    expect(link).toHaveAttribute('href', '/account/logout');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(logout).toHaveBeenCalledWith({ locale: 'fr' });

    // A click meant for a new tab stays the browser's.
    logout.mockClear();
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(logout).not.toHaveBeenCalled();
  });

  it('shows neither log in nor log out while a sign-in the server expected is checked', () => {
    const stores = new RootStore({ auth: { user: null, signedInHint: true } });
    renderShell(<Header />, { stores, path: '/en/stories' });
    expect(screen.queryByRole('link', { name: 'Log in / Join', hidden: true })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log out', hidden: true })).toBeNull();
    act(() => stores.auth.settle());
    expect(
      screen.getAllByRole('link', { name: 'Log in / Join', hidden: true }).length,
    ).toBeGreaterThan(0);
  });
});
