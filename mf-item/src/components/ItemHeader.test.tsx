import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { LocaleCode, PortalContext, RecordObject } from '@portal/shared-kernel';
import { buildItemView } from '../item/item-view';
import { testApi } from '../item/test-api.fixture';
import { itemTestPortal, Providers } from '../testing/item-test-portal';
import { ItemHeader } from './ItemHeader';

/** Like /1074/1874_99 (Ardagh Chalice): a title without Irish, a description with it. */
const chalice: RecordObject = {
  about: '/1074/1874_99',
  type: 'IMAGE',
  proxies: [
    {
      about: '/proxy/provider/1074/1874_99',
      dcTitle: { en: ['Ardagh Chalice'], de: ['Kelch von Ardagh'] },
      dcDescription: {
        en: ['Two-handled silver chalice.'],
        de: ['Zweihenkliger Silberkelch.'],
        ga: ['Cailís airgid le dhá chluas.'],
      },
    },
  ],
  aggregations: [{ about: '/aggregation/provider/1074/1874_99' }],
};

const portalIn = (locale: LocaleCode): PortalContext => ({ ...itemTestPortal(), locale });

function header(locale: LocaleCode) {
  const portal = portalIn(locale);
  const view = buildItemView(chalice, testApi, { locale });
  return (
    <Providers portal={portal}>
      <ItemHeader view={view} />
    </Providers>
  );
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

const descriptionText = () => screen.getByRole('heading', { level: 2 }).nextElementSibling;

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('item header language switch', () => {
  it('on an Irish page marks Irish, the language of the description shown (server HTML)', () => {
    document.body.innerHTML = `<div id="root">${renderToString(header('ga'))}</div>`;
    expect(pressed()).toEqual(['Gaeilge']);
    expect(descriptionText()).toHaveTextContent('Cailís airgid le dhá chluas.');
    expect(descriptionText()).toHaveAttribute('lang', 'ga');
    // no Irish title: the page's fallback
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ardagh Chalice');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  });

  it('hydrates the server HTML without a mismatch, then each button shows its language', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(header('ga'));
    document.body.appendChild(root);
    const serverHtml = root.innerHTML;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, header('ga'), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(serverHtml);
    expect(pressed()).toEqual(['Gaeilge']);

    const switcher = screen.getByRole('group', { name: 'Language of the title and description' });
    fireEvent.click(within(switcher).getByRole('button', { name: 'English' }));
    expect(pressed()).toEqual(['English']);
    expect(descriptionText()).toHaveTextContent('Two-handled silver chalice.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ardagh Chalice');

    fireEvent.click(within(switcher).getByRole('button', { name: 'Deutsch' }));
    expect(pressed()).toEqual(['Deutsch']);
    expect(descriptionText()).toHaveTextContent('Zweihenkliger Silberkelch.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kelch von Ardagh');

    fireEvent.click(within(switcher).getByRole('button', { name: 'Gaeilge' }));
    expect(pressed()).toEqual(['Gaeilge']);
    expect(descriptionText()).toHaveTextContent('Cailís airgid le dhá chluas.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ardagh Chalice');
  });

  it('on an English page marks English, and both texts are in English', () => {
    document.body.innerHTML = renderToString(header('en'));
    expect(pressed()).toEqual(['English']);
    expect(descriptionText()).toHaveTextContent('Two-handled silver chalice.');
  });

  it('on a page in a language neither has, marks the language the title falls back to', () => {
    document.body.innerHTML = renderToString(header('pl'));
    expect(pressed()).toEqual(['English']);
    expect(descriptionText()).toHaveAttribute('lang', 'en');
  });
});

describe('item header language switch and machine translation', () => {
  it('a translation asked for after a choice is shown; the original keeps the choice', () => {
    const original = buildItemView(chalice, testApi, { locale: 'pl' });
    const translated = {
      ...original,
      title: { ...original.title, pl: ['Kielich z Ardagh'] },
      translatedTo: 'pl',
    };
    const portal = portalIn('pl');
    const page = (view: typeof original) => (
      <Providers portal={portal}>
        <ItemHeader view={view} />
      </Providers>
    );
    const { rerender } = render(page(original));
    fireEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(pressed()).toEqual(['Deutsch']);

    rerender(page(translated));
    expect(pressed()).toEqual(['Polski']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kielich z Ardagh');

    rerender(page(original));
    expect(pressed()).toEqual(['Deutsch']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kelch von Ardagh');
  });
});
