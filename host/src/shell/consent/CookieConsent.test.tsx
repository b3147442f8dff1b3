import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONSENT_COOKIE, RootStore } from '@portal/shared-kernel';
import { getCookie } from '../browser-cookies';
import { renderShell } from '../testing/render-shell';
import { CookieConsent } from './CookieConsent';
import { useConsentPersistence } from './use-consent-persistence';

function Widget() {
  useConsentPersistence();
  return <CookieConsent />;
}

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

describe('cookie consent (spec §9)', () => {
  it('asks until the visitor chooses, then stores the choice in its cookie', () => {
    const stores = new RootStore();
    renderShell(<Widget />, { stores });
    expect(
      screen.getByRole('region', { name: 'Cookies and content from other sites' }),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Only essential' }));
    expect(
      screen.queryByRole('region', { name: 'Cookies and content from other sites' }),
    ).toBeNull();
    expect(getCookie(CONSENT_COOKIE)).toBe('v1:');
    expect(stores.consent.allows('language')).toBe(true);
    expect(stores.consent.allows('usageAnalytics')).toBe(false);
  });

  it('keeps what the keyboard focuses above the banner while it shows (WCAG 2.4.11)', () => {
    const stores = new RootStore();
    renderShell(<Widget />, { stores });
    const banner = screen.getByRole('region', { name: 'Cookies and content from other sites' });
    // jsdom lays nothing out: the banner's top is at 0, so it covers the whole window
    expect(banner.getBoundingClientRect().top).toBe(0);
    const root = document.documentElement.style;
    expect(root.scrollPaddingBottom).toBe(`${window.innerHeight + 8}px`);
    expect(root.paddingBottom).toBe(root.scrollPaddingBottom);
    fireEvent.click(screen.getByRole('button', { name: 'Only essential' }));
    expect([root.scrollPaddingBottom, root.paddingBottom]).toEqual(['', '']);
  });

  it('hands focus to the main area when the answered banner takes the focused button with it', () => {
    const stores = new RootStore();
    renderShell(
      <>
        <main id="main" tabIndex={-1} />
        <Widget />
      </>,
      { stores },
    );
    // A page that loads with focus nowhere keeps it there.
    expect(document.activeElement).toBe(document.body);
    const onlyEssential = screen.getByRole('button', { name: 'Only essential' });
    onlyEssential.focus();
    fireEvent.click(onlyEssential);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves focus alone on a page that loads already answered', () => {
    renderShell(
      <>
        <main id="main" tabIndex={-1} />
        <Widget />
      </>,
      { stores: new RootStore({ consent: { choice: { allowed: [] } } }) },
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('accepts everything at once', () => {
    const stores = new RootStore();
    renderShell(<Widget />, { stores });
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(getCookie(CONSENT_COOKIE)).toMatch(/^v1:.*usageAnalytics.*youTube/);
  });

  it('does not ask again once a choice is stored', () => {
    renderShell(<Widget />, { stores: new RootStore({ consent: { choice: { allowed: [] } } }) });
    expect(document.querySelector('[data-cookie-consent]')).toBeNull();
  });

  it('lets the visitor choose by category; essential ones cannot be refused', async () => {
    const stores = new RootStore();
    renderShell(<Widget />, { stores });
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cookie settings' },
      { timeout: 5000 },
    );
    expect(dialog).toBeInTheDocument();
    const essential = screen.getByRole('checkbox', { name: /Essential/ });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Media viewing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(stores.consent.decided).toBe(true));
    expect(stores.consent.allows('youTube')).toBe(true);
    expect(stores.consent.allows('facebook')).toBe(false);
    expect(stores.consent.allows('usageAnalytics')).toBe(false);
    expect(getCookie(CONSENT_COOKIE)).toContain('youTube');
  });
});
