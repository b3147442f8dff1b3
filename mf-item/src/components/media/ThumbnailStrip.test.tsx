import { fireEvent, screen, within } from '@testing-library/react';
import { buildItemView } from '../../item/item-view';
import { testApi } from '../../item/test-api.fixture';
import { testRecord } from '../../item/test-record.fixture';
import { renderWithPortal } from '../../testing/item-test-portal';
import { ThumbnailStrip } from './ThumbnailStrip';

const record = testRecord(
  { edmIsShownBy: 'https://example.org/a.jpg', hasView: ['https://example.org/b.mp3'] },
  { 'https://example.org/a.jpg': 'image/jpeg', 'https://example.org/b.mp3': 'audio/mpeg' },
);
const view = buildItemView(record, testApi, { locale: 'en' });

function thumb(index: number) {
  return screen.getByRole('button', { name: new RegExp(`^Show media ${index} of 2: `) });
}

describe('thumbnail strip', () => {
  it('shows each media’s thumbnail, with a badge for media other than images', () => {
    renderWithPortal(<ThumbnailStrip view={view} current={0} onSelect={() => undefined} />);
    expect(thumb(1).querySelector('img')).toHaveAttribute('src', view.media[0]!.thumbnail.small);
    expect(thumb(1).querySelector(':scope > svg')).toBeNull();
    expect(thumb(2).querySelector(':scope > svg')).not.toBeNull();
    expect(screen.queryByTestId('media-placeholder')).toBeNull();
  });

  it('names each media by its place and kind (the badge is only an icon), in a named group', () => {
    renderWithPortal(<ThumbnailStrip view={view} current={0} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Show media 1 of 2: Image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show media 2 of 2: Sound' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'All media of this item' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('replaces a thumbnail that fails to load (404) with the media box’s placeholder', () => {
    renderWithPortal(<ThumbnailStrip view={view} current={0} onSelect={() => undefined} />);
    fireEvent.error(thumb(2).querySelector('img')!);
    expect(thumb(2).querySelector('img')).toBeNull();
    const placeholder = within(thumb(2)).getByTestId('media-placeholder');
    expect(placeholder).toHaveAttribute('data-kind', 'sound');
    // the placeholder shows the kind already: no second icon as a badge
    expect(thumb(2).querySelectorAll('svg')).toHaveLength(1);
    // the other thumbnail is untouched, and the button keeps its name
    expect(thumb(1).querySelector('img')).not.toBeNull();
  });
});
