import { screen, waitFor } from '@testing-library/react';
import { RootStore } from '@portal/shared-kernel';
import { seriousViolations } from '../testing/axe';
import { renderShell } from '../testing/render-shell';
import { ApiLandingLayout } from './ApiLandingLayout';
import { CmsLayout } from './CmsLayout';
import { DataSpaceLayout } from './DataSpaceLayout';
import { DefaultLayout } from './DefaultLayout';
import { layoutComponent, layoutOf, LAYOUT_NAMES, preloadLayout } from './layout-choice';
import { MinimalLayout } from './MinimalLayout';

const page = (
  <>
    <h1>Page title</h1>
    <p>Content</p>
  </>
);

/** Visitors who already chose, so the consent banner does not cover the checks. */
const decided = () => new RootStore({ consent: { choice: { allowed: [] } } });

describe('layout choice', () => {
  it('takes the layout of the deepest route that names one, default otherwise', () => {
    expect(layoutOf([{ handle: undefined }, { handle: { layout: 'cms' } }])).toBe('cms');
    expect(layoutOf([{ handle: { layout: 'data-space' } }, { handle: {} }])).toBe('data-space');
    expect(layoutOf([{ handle: { layout: 'nonsense' } }])).toBe('default');
    expect(layoutOf([])).toBe('default');
    expect([...LAYOUT_NAMES].sort()).toEqual([
      'api-landing',
      'cms',
      'data-space',
      'default',
      'minimal',
    ]);
  });

  it('loads the other layouts on demand, the default one until then', async () => {
    expect(layoutComponent('cms')).toBe(DefaultLayout);
    await preloadLayout('cms');
    expect(layoutComponent('cms')).toBe(CmsLayout);
    expect(layoutComponent('default')).toBe(DefaultLayout);
  });
});

describe('default layout (spec §2.5)', () => {
  it('has the skip link, header, banner, main, notice, footer and the overlays', async () => {
    renderShell(<DefaultLayout>{page}</DefaultLayout>, {
      shell: { notificationBanner: 'maintenance', featureNotification: 'multilingualSearch' },
    });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.querySelector('[data-notification-banner="maintenance"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Try multilingual search' })).toHaveAttribute(
      'href',
      '/en/search',
    );
    expect(
      screen.getByRole('region', { name: 'Cookies and content from other sites' }),
    ).toBeVisible();
    // skip link first, then header, main before the footer
    const order = [...document.body.querySelectorAll('a[href="#main"], header, main, footer')];
    expect(order.map((element) => element.tagName)).toEqual(['A', 'HEADER', 'MAIN', 'FOOTER']);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the debug panel only when debugging', async () => {
    const stores = new RootStore({
      debug: { enabled: true },
      consent: { choice: { allowed: [] } },
    });
    stores.requests.record({ method: 'GET', url: '/api/record/search.json?query=x' });
    renderShell(<DefaultLayout>{page}</DefaultLayout>, { stores });
    expect(
      await screen.findByRole('heading', { name: 'API requests', level: 2 }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('GET /api/record/search.json?query=x')).toBeInTheDocument();
    expect(screen.getByText('1 request on this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API requests' })).toHaveAttribute(
      'href',
      '#api-requests',
    );
  });

  it('has no debug panel otherwise', async () => {
    renderShell(<DefaultLayout>{page}</DefaultLayout>, { stores: decided() });
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeInTheDocument());
    expect(document.getElementById('api-requests')).toBeNull();
  });
});

describe('data-space layout', () => {
  it('links to the sections of the page and has the EU disclaimer and policies', async () => {
    renderShell(<DataSpaceLayout>{page}</DataSpaceLayout>, {
      stores: decided(),
      locale: 'de',
      path: '/de',
    });
    const sections = screen.getByRole('navigation', { name: 'Sections of this page' });
    expect([...sections.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '#about-the-data-space',
      '#consortium-partners',
      '#explore-the-data-offer',
    ]);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Kofinanziert von der Europäischen Union');
    expect(footer).toHaveTextContent('Digital Europe Programme');
    const links = screen.getByRole('navigation', { name: 'Data space links' });
    expect([...links.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/de/rights',
      '/de/rights/privacy-statement',
      '/de/rights/accessibility-policy',
      '/de/rights/cookies-policy',
    ]);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('API landing layout', () => {
  it('links to its sections and to documentation, keys, FAQ, contact, terms and privacy', async () => {
    renderShell(<ApiLandingLayout>{page}</ApiLandingLayout>, {
      stores: decided(),
      features: { manageApiKeys: true },
    });
    const sections = screen.getByRole('navigation', { name: 'Sections of this page' });
    expect(sections.querySelectorAll('a')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Request an API key' })).toHaveAttribute(
      'href',
      '/en/account/api-keys',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:api@europeana.eu',
    );
    expect(screen.getByRole('link', { name: /API documentation/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('sends key requests to the provider site without personal keys', () => {
    renderShell(<ApiLandingLayout>{page}</ApiLandingLayout>, { stores: decided() });
    expect(screen.getByRole('link', { name: /Request an API key/ })).toHaveAttribute(
      'href',
      'https://pro.europeana.eu/pages/get-api',
    );
  });
});

describe('CMS and minimal layouts', () => {
  it('CMS pages have neither site chrome nor cookie banner', async () => {
    renderShell(<CmsLayout>{page}</CmsLayout>);
    expect(screen.getByRole('main')).toHaveTextContent('Page title');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.querySelector('[data-cookie-consent]')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('the minimal layout is the page with a skip link and the cookie widget', async () => {
    renderShell(<MinimalLayout>{page}</MinimalLayout>);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(document.querySelector('[data-cookie-consent]')).not.toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});
