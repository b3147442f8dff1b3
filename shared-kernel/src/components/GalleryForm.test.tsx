import { act, fireEvent, render, screen } from '@testing-library/react';
import { GalleryForm, galleryBody, type GalleryFormValues } from './GalleryForm';
import { TestPortal } from './test-portal';

function renderForm(onSubmit: (values: GalleryFormValues) => Promise<void>) {
  render(
    <TestPortal>
      <GalleryForm submitLabel="Create gallery" onSubmit={onSubmit} onCancel={() => undefined} />
    </TestPortal>,
  );
}

describe('GalleryForm', () => {
  it('asks for a title, and sends nothing without one', () => {
    const onSubmit = jest.fn(async () => undefined);
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create gallery' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please give the gallery a title.');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('sends title, description and privacy', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Windmills' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Dutch mills' } });
    fireEvent.click(screen.getByLabelText(/Keep this gallery private/));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create gallery' }));
    });
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Windmills',
      description: 'Dutch mills',
      private: true,
    });
  });

  it('keeps what was typed and says why when saving fails', async () => {
    renderForm(async () => {
      throw new Error('At most 1000 sets per user');
    });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Windmills' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create gallery' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('At most 1000 sets per user');
    expect(screen.getByLabelText('Title')).toHaveValue('Windmills');
  });
});

describe('galleryBody', () => {
  it('writes the texts in the page language, and no empty description', () => {
    expect(galleryBody({ title: ' Mills ', description: ' ', private: false }, 'nl')).toEqual({
      type: 'Collection',
      title: { nl: 'Mills' },
      visibility: 'public',
    });
    expect(galleryBody({ title: 'Mills', description: 'Old', private: true }, 'de')).toEqual({
      type: 'Collection',
      title: { de: 'Mills' },
      description: { de: 'Old' },
      visibility: 'private',
    });
  });
});
