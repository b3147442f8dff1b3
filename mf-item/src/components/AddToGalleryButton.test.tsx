import { act, fireEvent, screen, within } from '@testing-library/react';
import { RootStore, type RecordObject } from '@portal/shared-kernel';
import { buildItemView } from '../item/item-view';
import { testApi } from '../item/test-api.fixture';
import { itemTestPortal, renderWithPortal } from '../testing/item-test-portal';
import { galleriesServer } from './galleries-server.fixture';
import { ItemActions } from './ItemActions';

const record: RecordObject = {
  about: '/1/a',
  type: 'IMAGE',
  proxies: [{ about: '/proxy/provider/1/a', dcTitle: { en: ['A'] } }],
  aggregations: [{ about: '/aggregation/provider/1/a' }],
};

describe('add to gallery among the item actions', () => {
  it('stands beside the Like button for a signed-in user and opens the dialog for this item', async () => {
    const server = galleriesServer([
      { id: 10001, title: { en: 'Summer' }, visibility: 'public', items: ['/1/a'] },
    ]);
    const stores = new RootStore();
    stores.auth.setUser({ sub: 'u1' }, 'token');
    renderWithPortal(
      <ItemActions
        view={buildItemView(record, testApi, { locale: 'en' })}
        title="A"
        origin="https://portal.test"
      />,
      { portal: itemTestPortal({ stores, fetch: server.fetch }) },
    );
    const actions = within(screen.getByTestId('item-actions'));
    expect(actions.queryByRole('link', { name: /Add to gallery/ })).toBeNull();
    const buttons = actions.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Like', 'Add to gallery', 'Share']);

    act(() => {
      fireEvent.click(actions.getByRole('button', { name: 'Add to gallery' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add to gallery', hidden: true });
    expect(
      await within(dialog).findByRole('checkbox', { name: 'Summer', hidden: true }),
    ).toBeChecked();
    expect(server.seen.at(-1)?.params.getAll('qf')).toEqual(['type:Collection', 'item:/1/a']);
  });
});
