import { fireEvent, screen, within } from '@testing-library/react';
import { RootStore } from '@portal/shared-kernel';
import { renderShell } from '../testing/render-shell';
import { Footer } from './Footer';

describe('Footer (spec §2.5)', () => {
  it('has the mission, five social networks and the link groups', () => {
    renderShell(<Footer />);
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    for (const network of ['Facebook', 'X', 'Pinterest', 'Instagram', 'LinkedIn']) {
      expect(screen.getByRole('link', { name: `${network} (opens in a new tab)` })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    for (const [name, href] of [
      ['Help', '/en/help'],
      ['Terms of use', '/en/rights'],
      ['Privacy statement', '/en/rights/privacy-statement'],
      ['Accessibility policy', '/en/rights/accessibility-policy'],
      ['Cookies policy', '/en/rights/cookies-policy'],
      ['Frequently asked questions', '/en/faq'],
      ['About us', '/en/about-us'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('lists the other 24 languages, keeping route and query but not the list page', () => {
    renderShell(<Footer />, { path: '/en/galleries?page=3&view=grid' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose a language: English' }));
    const links = screen.getAllByRole('link').filter((link) => link.hasAttribute('hreflang'));
    expect(links).toHaveLength(24);
    expect(screen.getByRole('link', { name: 'Svenska' })).toHaveAttribute(
      'href',
      '/sv/galleries?view=grid',
    );
  });

  it('keeps the page on other pages when switching language', () => {
    renderShell(<Footer />, { path: '/en/search?query=cat&page=3' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose a language: English' }));
    expect(screen.getByRole('link', { name: 'Italiano' })).toHaveAttribute(
      'href',
      '/it/search?query=cat&page=3',
    );
  });

  it('shows the EU funding logo of the locale, English for Basque', () => {
    renderShell(<Footer />, { path: '/eu', locale: 'eu' });
    expect(document.querySelector('[data-eu-logo]')).toHaveAttribute('data-eu-logo', 'en');
    expect(screen.getByText('Co-funded by the European Union')).toHaveAttribute('lang', 'en');
  });

  it('reopens the cookie settings', () => {
    const stores = new RootStore();
    renderShell(<Footer />, { stores });
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(stores.consent.dialogOpen).toBe(true);
  });

  it('shows the feedback widget only with its flag and consent', () => {
    const allowed = new RootStore({ consent: { choice: { allowed: ['feedbackWidget'] } } });
    const { unmount } = renderShell(<Footer />, { stores: allowed });
    expect(document.getElementById('europeana-feedback-widget')).toBeNull();
    unmount();

    renderShell(<Footer />, { stores: allowed, features: { jiraServiceDeskFeedbackForm: true } });
    const widget = document.getElementById('europeana-feedback-widget')!;
    expect(widget).toHaveAttribute('data-api-url', '/_api/jira-service-desk/feedback');
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src*="feedback-widget@0.3.3"]',
    );
    expect(script?.integrity).toMatch(/^sha384-/);
    expect(within(document.body).queryAllByRole('link').length).toBeGreaterThan(0);
  });

  it('leaves the feedback widget out without consent', () => {
    renderShell(<Footer />, {
      stores: new RootStore({ consent: { choice: { allowed: [] } } }),
      features: { jiraServiceDeskFeedbackForm: true },
    });
    expect(document.getElementById('europeana-feedback-widget')).toBeNull();
  });
});
