import { screen, within } from '@testing-library/react';
import { buildItemView } from '../item/item-view';
import { testApi } from '../item/test-api.fixture';
import { testRecord } from '../item/test-record.fixture';
import { renderWithPortal } from '../testing/item-test-portal';
import { MetadataList } from './MetadataList';

const recordWith = (media: string) =>
  testRecord({ edmIsShownBy: media, edmObject: media }, { [media]: 'image/jpeg' });

describe('the media rows of the metadata', () => {
  it('link a provider’s media URL to itself, in a new tab', () => {
    const view = buildItemView(recordWith('https://images.example.org/a.jpg'), testApi, {
      locale: 'en',
    });
    renderWithPortal(<MetadataList view={view} />);
    const row = screen.getByTestId('item-metadata').querySelector('[data-field="edmIsShownBy"]')!;
    const link = within(row as HTMLElement).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://images.example.org/a.jpg');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('link a URL that never resolves through the media proxy, in both rows', () => {
    const view = buildItemView(recordWith('https://seed-media.portal.invalid/a.jpg'), testApi, {
      locale: 'en',
    });
    renderWithPortal(<MetadataList view={view} />);
    for (const field of ['edmIsShownBy', 'edmObject']) {
      const row = screen.getByTestId('item-metadata').querySelector(`[data-field="${field}"]`)!;
      expect(
        within(row as HTMLElement)
          .getByRole('link')
          .getAttribute('href'),
      ).toMatch(/^\/api\/media\/1\/a\//);
    }
  });
});
