import { RESULTS_VIEW_COOKIE } from '@portal/shared-kernel';
import { resultsViewCookie, saveResultsView } from './view-cookie';

describe('results view cookie', () => {
  it('is site-wide, lasting and same-site', () => {
    expect(resultsViewCookie('list', false)).toBe(
      `${RESULTS_VIEW_COOKIE}=list; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(resultsViewCookie('mosaic', true)).toMatch(/; Secure$/);
  });

  it('is written to the document', () => {
    saveResultsView('mosaic');
    expect(document.cookie).toContain(`${RESULTS_VIEW_COOKIE}=mosaic`);
  });
});
