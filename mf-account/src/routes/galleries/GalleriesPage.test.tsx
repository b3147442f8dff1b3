import '@portal/shared-kernel/src/test-fixtures/request-polyfill';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { RootStore } from '@portal/shared-kernel';
import { accountTestPortal, Location, PortalRouter } from '../../testing/account-test-portal';
import {
  fakeItems,
  fakeSetApi,
  gatewayThumbnail,
  portalThumbnail,
  type FakeSet,
} from '../../testing/set-api-fake';
import { GalleriesPage } from './GalleriesPage';
import { loader } from './galleries.loader';

function published(id: number, overrides: Partial<FakeSet> = {}): FakeSet {
  return {
    id,
    title: { en: `Gallery ${id}` },
    visibility: 'published',
    creator: 'europeana-editors',
    nickname: 'Europeana',
    items: fakeItems(15),
    thumbnail: gatewayThumbnail(`https://example.org/${id}.jpg`),
    ...overrides,
  };
}

function setup(sets: FakeSet[], path = '/en/galleries') {
  const api = fakeSetApi(sets);
  const portal = accountTestPortal(new RootStore(), api.fetch);
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/galleries',
        loader: (args) => loader({ ...args, context: portal }),
        Component: GalleriesPage,
      },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [path] },
  );
  return <PortalRouter portal={portal} router={router} />;
}

describe('GalleriesPage', () => {
  it('lists published galleries as cards with their count, curator and picture', async () => {
    render(
      setup([
        published(8972, { title: { en: 'Highlights of French art' } }),
        published(10001, { nickname: '', items: fakeItems(16), thumbnail: undefined }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Galleries' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Galleries: 2');
    const [french, other] = screen.getAllByRole('article');
    expect(within(french!).getByRole('link', { name: 'Highlights of French art' })).toHaveAttribute(
      'href',
      '/en/galleries/8972-highlights-of-french-art',
    );
    expect(french).toHaveTextContent('Items: 15');
    expect(french).toHaveTextContent('Curated by Europeana');
    // The first row's pictures load at once.
    const picture = french!.querySelector('img');
    expect(picture).toHaveAttribute('loading', 'eager');
    // Through the portal's Thumbnail API, not the Set API's host.
    expect(picture).toHaveAttribute('src', portalThumbnail('https://example.org/8972.jpg'));
    // A creator with no public name is not named; a gallery without a picture gets the icon.
    expect(other).toHaveTextContent('Items: 16');
    expect(other).not.toHaveTextContent('Curated by');
  });

  it('pages with plain links, 24 galleries a page', async () => {
    render(setup(Array.from({ length: 30 }, (_, i) => published(8950 + i))));
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/en/galleries?page=2',
    );
  });

  it('says when no gallery is published in the language yet', async () => {
    render(setup([published(8950, { title: { de: 'Nur Deutsch' } })]));
    expect(
      await screen.findByText('No gallery has been published in this language yet.'),
    ).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
