import { fireEvent, screen } from '@testing-library/react';
import { getCookie } from '../browser-cookies';
import { renderShell } from '../testing/render-shell';
import { FEATURE_NOTIFICATIONS, FEATURE_NOTIFICATION_COOKIE } from './feature-notifications';
import { FeatureNotice } from './FeatureNotice';

describe('FeatureNotice', () => {
  it('points to multilingual search and is remembered when dismissed', () => {
    renderShell(<FeatureNotice notification={FEATURE_NOTIFICATIONS[0]!} />, {
      path: '/pl',
      locale: 'pl',
    });
    expect(screen.getByRole('link', { name: 'Try multilingual search' })).toHaveAttribute(
      'href',
      '/pl/search',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByRole('link', { name: 'Try multilingual search' })).toBeNull();
    expect(getCookie(FEATURE_NOTIFICATION_COOKIE)).toBe('multilingualSearch');
  });

  it('keeps the search when shown on the search page', () => {
    renderShell(<FeatureNotice notification={FEATURE_NOTIFICATIONS[0]!} />, {
      path: '/de/search?query=br%C3%BCcke&page=2',
      locale: 'de',
    });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/de/search?query=br%C3%BCcke&page=2');
  });

  it('hands focus to the main area when its focused dismiss button goes', () => {
    renderShell(
      <>
        <FeatureNotice notification={FEATURE_NOTIFICATIONS[0]!} />
        <main id="main" tabIndex={-1} />
      </>,
    );
    const dismiss = screen.getByRole('button', { name: 'Dismiss this notice' });
    dismiss.focus();
    fireEvent.click(dismiss);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
