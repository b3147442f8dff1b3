import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RecordObject } from '@portal/shared-kernel';
import { buildItemView } from '../item/item-view';
import { testApi } from '../item/test-api.fixture';
import { renderWithPortal } from '../testing/item-test-portal';
import { ItemActions } from './ItemActions';

const record: RecordObject = {
  about: '/1/a',
  type: 'IMAGE',
  proxies: [
    { about: '/proxy/provider/1/a', dcTitle: { en: ['A & B'] }, dcCreator: { en: ['Painter'] } },
  ],
  aggregations: [
    {
      about: '/aggregation/provider/1/a',
      edmDataProvider: { def: ['Museum'] },
      edmRights: { def: ['http://creativecommons.org/licenses/by/4.0/'] },
      edmIsShownBy: 'https://x/a.jpg',
    },
  ],
};

describe('item actions', () => {
  it('shares the page and offers an embed code crediting the item', async () => {
    const view = buildItemView(record, testApi, { locale: 'en' });
    renderWithPortal(<ItemActions view={view} title="A & B" origin="https://portal.test" />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const facebook = within(dialog).getByRole('link', { name: /Share on Facebook/, hidden: true });
    expect(facebook).toHaveAttribute(
      'href',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fportal.test%2Fen%2Fitem%2F1%2Fa',
    );
    expect(facebook).toHaveAttribute('target', '_blank');
    // e-mail opens the mail program: no new tab, so no note saying so
    const email = within(dialog).getByRole('link', { name: 'Email', hidden: true });
    expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=/);
    expect(email).not.toHaveAttribute('target');
    expect((within(dialog).getByLabelText('Link to this item') as HTMLTextAreaElement).value).toBe(
      'https://portal.test/en/item/1/a',
    );
    // The field and its copy button have names of their own.
    expect(within(dialog).getByRole('button', { name: 'Copy link', hidden: true })).toBeTruthy();
    const embed = (within(dialog).getByLabelText('Embed this item') as HTMLTextAreaElement).value;
    expect(embed).toContain(
      '<a href="https://portal.test/en/item/1/a">A &amp; B</a> – Painter – Museum',
    );
    expect(embed).toContain('Creative Commons Attribution 4.0');
    expect(embed).toMatch(
      /<img src="https:\/\/portal\.test\/api\/thumbnail\/v3\/400\/[0-9a-f]{32}"/,
    );
  });

  it('credits no one in the embed code by a URI alone, as the attribution does', async () => {
    const unnamed: RecordObject = {
      ...record,
      proxies: [{ ...record.proxies![0]!, dcCreator: { def: ['urn:agent:1', 'Painter'] } }],
      aggregations: [
        {
          ...record.aggregations![0]!,
          edmDataProvider: { def: ['http://data.europeana.eu/organization/1'] },
        },
      ],
    };
    const view = buildItemView(unnamed, testApi, { locale: 'en' });
    renderWithPortal(<ItemActions view={view} title="A & B" origin="https://portal.test" />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const embed = (within(dialog).getByLabelText('Embed this item') as HTMLTextAreaElement).value;
    expect(embed).toContain(
      '<a href="https://portal.test/en/item/1/a">A &amp; B</a> – Painter – <a ',
    );
    expect(embed).not.toMatch(/urn:|organization/);
  });
});
