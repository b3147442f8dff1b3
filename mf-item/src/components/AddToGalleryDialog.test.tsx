import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RootStore } from '@portal/shared-kernel';
import { itemTestPortal, renderWithPortal } from '../testing/item-test-portal';
import { AddToGalleryButton } from './AddToGalleryButton';
import { galleriesServer, type FakeGallery } from './galleries-server.fixture';

const ITEM = '/90402/SK_A_2344';

const SUMMER: FakeGallery = {
  id: 10001,
  title: { en: 'Summer', nl: 'Zomer' },
  visibility: 'public',
  items: ['/1/a', ITEM],
};
const BIRDS: FakeGallery = {
  id: 10002,
  title: { de: 'Vögel' },
  visibility: 'private',
  items: ['/1/a'],
};

function renderButton(galleries: FakeGallery[] = [SUMMER, BIRDS]) {
  const server = galleriesServer(galleries.map((gallery) => ({ ...gallery })));
  const stores = new RootStore();
  stores.auth.setUser({ sub: 'u1' }, 'token');
  renderWithPortal(<AddToGalleryButton itemId={ITEM} />, {
    portal: itemTestPortal({ stores, fetch: server.fetch }),
  });
  return { server, stores };
}

async function openDialog() {
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Add to gallery' }));
  });
  return screen.findByRole('dialog', { name: 'Add to gallery', hidden: true });
}

/** The dialog once it has read the galleries. */
async function openLoaded() {
  const dialog = await openDialog();
  await waitFor(() =>
    expect(within(dialog).getByTestId('add-to-gallery')).toHaveAttribute('data-status', 'done'),
  );
  return dialog;
}

/** Fills in the new gallery's title and sends the form. */
function submitGallery(dialog: HTMLElement, title: string) {
  fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: title } });
  fireEvent.click(
    within(dialog).getByRole('button', { name: 'Create gallery and add this item', hidden: true }),
  );
}

const box = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name, hidden: true });

describe('the add-to-gallery dialog', () => {
  it("lists the user's galleries with titles, counts, visibility and whether they hold the item", async () => {
    const { server } = renderButton();
    const dialog = await openLoaded();

    const searches = server.seen.filter((request) => request.path === '/search');
    expect(searches.map((request) => request.params.get('query'))).toEqual([
      'creator:u1',
      'creator:u1',
    ]);
    expect(searches.map((request) => request.params.getAll('qf'))).toEqual([
      ['type:Collection'],
      ['type:Collection', `item:${ITEM}`],
    ]);

    expect(box(dialog, 'Summer')).toBeChecked();
    expect(box(dialog, 'Summer')).toHaveAccessibleDescription('Items: 2 · Public');
    // No English title: the one there is, marked with its language.
    expect(box(dialog, 'Vögel')).not.toBeChecked();
    expect(box(dialog, 'Vögel')).toHaveAccessibleDescription('Items: 1 · Private');
    const birds = within(dialog).getByRole('link', { name: 'Vögel', hidden: true });
    expect(birds).toHaveAttribute('href', '/en/galleries/10002-vogel');
    expect(birds).toHaveAttribute('lang', 'de');
    const summer = within(dialog).getByRole('link', { name: 'Summer', hidden: true });
    expect(summer).toHaveAttribute('href', '/en/galleries/10001-summer');
    expect(summer).not.toHaveAttribute('lang');
  });

  it('names a gallery with a blank title as untitled, and links one titled in signs alone by id', async () => {
    renderButton([
      { id: 10005, title: { en: ' ' }, visibility: 'public', items: [] },
      { id: 10006, title: { en: '🌷🌷' }, visibility: 'published', items: [] },
    ]);
    const dialog = await openLoaded();
    expect(box(dialog, 'Untitled gallery')).toHaveAccessibleDescription('Items: 0 · Public');
    expect(box(dialog, '🌷🌷')).toHaveAccessibleDescription('Items: 0 · Published');
    expect(within(dialog).getByRole('link', { name: '🌷🌷', hidden: true })).toHaveAttribute(
      'href',
      '/en/galleries/10006',
    );
  });

  it('says the galleries are loading, and offers to try again when they cannot be read', async () => {
    const { server } = renderButton();
    server.fail.read = true;
    const dialog = await openDialog();
    expect(within(dialog).getByRole('status', { hidden: true })).toHaveTextContent(
      'Loading your galleries…',
    );
    expect(await within(dialog).findByRole('alert', { hidden: true })).toHaveTextContent(
      'Your galleries could not be loaded.',
    );

    server.fail.read = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again', hidden: true }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Summer', hidden: true })).toBe(
      box(dialog, 'Summer'),
    );
    expect(within(dialog).queryByRole('alert', { hidden: true })).toBeNull();
  });

  it('adds the item to a gallery and takes it out again, one request at a time', async () => {
    const { server } = renderButton();
    const dialog = await openLoaded();
    const birds = box(dialog, 'Vögel');

    const release = server.hold();
    fireEvent.click(birds);
    await waitFor(() => expect(birds).toHaveAttribute('aria-disabled', 'true'));
    expect(birds).toBeChecked();
    // A second change while the first is on its way is ignored.
    fireEvent.click(birds);
    expect(birds).toBeChecked();
    release();
    await waitFor(() => expect(birds).not.toHaveAttribute('aria-disabled'));
    expect(birds).toBeChecked();
    expect(birds).toHaveAccessibleDescription('Items: 2 · Private');
    expect(server.galleries.find((gallery) => gallery.id === 10002)?.items).toEqual(['/1/a', ITEM]);

    fireEvent.click(birds);
    await waitFor(() => expect(birds).not.toBeChecked());
    await waitFor(() => expect(birds).not.toHaveAttribute('aria-disabled'));
    expect(birds).toHaveAccessibleDescription('Items: 1 · Private');
    expect(server.galleries.find((gallery) => gallery.id === 10002)?.items).toEqual(['/1/a']);
    const writes = server.seen.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => [request.method, request.path, request.body])).toEqual([
      ['PUT', '/10002/items', [ITEM]],
      ['DELETE', '/10002/items', [ITEM]],
    ]);
  });

  it('toggles with the keyboard', async () => {
    const { server } = renderButton();
    const dialog = await openLoaded();
    const summer = box(dialog, 'Summer');
    summer.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(summer).not.toBeChecked());
    await waitFor(() => expect(server.galleries[0]?.items).toEqual(['/1/a']));
  });

  it('says so and puts the box back when a change cannot be saved', async () => {
    const { server } = renderButton();
    server.fail.insert = true;
    server.fail.remove = true;
    const dialog = await openLoaded();

    fireEvent.click(box(dialog, 'Vögel'));
    expect(await within(dialog).findByRole('alert', { hidden: true })).toHaveTextContent(
      'The item could not be added to the gallery Vögel. Please try again.',
    );
    expect(box(dialog, 'Vögel')).not.toBeChecked();
    expect(box(dialog, 'Vögel')).not.toHaveAttribute('aria-disabled');

    fireEvent.click(box(dialog, 'Summer'));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert', { hidden: true })).toHaveTextContent(
        'The item could not be removed from the gallery Summer. Please try again.',
      ),
    );
    expect(box(dialog, 'Summer')).toBeChecked();
    expect(box(dialog, 'Summer')).toHaveAccessibleDescription('Items: 2 · Public');
  });

  it('offers the form at once to a user with no galleries, and lists the new one, ticked', async () => {
    const { server, stores } = renderButton([]);
    const dialog = await openLoaded();
    expect(dialog).toHaveTextContent(
      'You have no galleries yet. Create one, and this item will be the first in it.',
    );
    expect(within(dialog).queryByRole('list', { hidden: true })).toBeNull();

    fireEvent.click(
      within(dialog).getByLabelText('Keep this gallery private: only you can see it'),
    );
    submitGallery(dialog, ' Spring ');

    const spring = await within(dialog).findByRole('checkbox', { name: 'Spring', hidden: true });
    expect(spring).toBeChecked();
    expect(spring).toHaveAccessibleDescription('Items: 1 · Private');
    expect(spring).toHaveFocus();
    expect(stores.toasts.toasts.map((toast) => [toast.message, toast.variant])).toEqual([
      ['The item was added to your new gallery Spring.', 'success'],
    ]);
    const writes = server.seen.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/', { type: 'Collection', title: { en: 'Spring' }, visibility: 'private' }],
      ['PUT', '/10001/items', [ITEM]],
    ]);
  });

  it('keeps what was typed when the gallery cannot be created', async () => {
    const { server, stores } = renderButton([]);
    server.fail.create = true;
    const dialog = await openLoaded();
    submitGallery(dialog, 'Spring');
    expect(await within(dialog).findByRole('alert', { hidden: true })).toHaveTextContent(
      'The gallery could not be created. Please try again.',
    );
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Spring');
    expect(server.galleries).toEqual([]);
    expect(stores.toasts.toasts).toEqual([]);
  });

  it('lists a new gallery unticked when the item cannot be added to it, so it is not made twice', async () => {
    const { server, stores } = renderButton([]);
    server.fail.insert = true;
    const dialog = await openLoaded();
    submitGallery(dialog, 'Spring');
    const spring = await within(dialog).findByRole('checkbox', { name: 'Spring', hidden: true });
    expect(spring).not.toBeChecked();
    expect(within(dialog).getByRole('alert', { hidden: true })).toHaveTextContent(
      'The gallery Spring was created, but the item could not be added to it.',
    );
    expect(stores.toasts.toasts).toEqual([]);

    server.fail.insert = false;
    fireEvent.click(spring);
    await waitFor(() => expect(server.galleries[0]?.items).toEqual([ITEM]));
    expect(within(dialog).queryByRole('alert', { hidden: true })).toBeNull();
  });

  it('opens the form below a list of galleries on request, and closes it again', async () => {
    renderButton();
    const dialog = await openLoaded();
    const create = within(dialog).getByRole('button', {
      name: 'Create a new gallery',
      hidden: true,
    });
    expect(create).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByLabelText('Title')).toBeNull();

    fireEvent.click(create);
    expect(create).toHaveAttribute('aria-expanded', 'true');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Autumn' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(within(dialog).queryByLabelText('Title')).toBeNull();
    expect(create).toHaveFocus();

    fireEvent.click(create);
    submitGallery(dialog, 'Autumn');
    const autumn = await within(dialog).findByRole('checkbox', { name: 'Autumn', hidden: true });
    // The new gallery heads the list, and the form is put away.
    expect(within(dialog).getAllByRole('checkbox', { hidden: true })[0]).toBe(autumn);
    expect(within(dialog).queryByLabelText('Title')).toBeNull();
  });

  it('reads the galleries afresh each time it opens', async () => {
    const { server } = renderButton();
    let dialog = await openLoaded();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    server.galleries[1]!.items.push(ITEM);
    dialog = await openLoaded();
    expect(box(dialog, 'Vögel')).toBeChecked();
  });
});
