import type { HeadArgs } from '@portal/shared-kernel';
import { head } from './page.head';
import type { PageData } from './page.loader';

const t = ((key: string) => key) as unknown as HeadArgs<PageData>['t'];

describe('static page head', () => {
  it('takes the title and description from the page', () => {
    const data: PageData = {
      lang: 'en',
      requestedLang: 'de',
      title: 'Cookies policy',
      description: 'Which cookies the portal sets, and why.',
      html: '<p>…</p>',
    };
    expect(head({ data, t, params: {}, locale: 'de' })).toEqual({
      title: 'Cookies policy',
      description: 'Which cookies the portal sets, and why.',
    });
  });

  it('names the site when there is no page', () => {
    expect(head({ data: undefined, t, params: {}, locale: 'en' })).toEqual({
      title: 'common:siteName',
    });
  });
});
