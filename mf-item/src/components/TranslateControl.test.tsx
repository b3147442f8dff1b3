import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { RootStore, type RecordObject } from '@portal/shared-kernel';
import { buildItemView, type ItemView } from '../item/item-view';
import { testApi } from '../item/test-api.fixture';
import { itemTestPortal, renderWithPortal } from '../testing/item-test-portal';
import { TranslateControl } from './TranslateControl';

const record = (extra: Record<string, unknown> = {}): RecordObject => ({
  about: '/1/a',
  type: 'IMAGE',
  proxies: [{ about: '/proxy/provider/1/a', dcTitle: { de: ['Stillleben'] }, ...extra }],
  aggregations: [{ about: '/aggregation/provider/1/a' }],
});
const original = buildItemView(record(), testApi, { locale: 'en' });

function Harness() {
  const [translated, setTranslated] = useState<ItemView | undefined>();
  return (
    <>
      <h1>{(translated ?? original).title?.en?.[0] ?? (translated ?? original).title?.de?.[0]}</h1>
      <TranslateControl original={original} translated={translated} onChange={setTranslated} />
    </>
  );
}

function fetchAnswering(body: unknown, status = 200) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return { ok: status < 400, status, text: async () => JSON.stringify(body) };
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('metadata translation control', () => {
  it('invites visitors to log in, coming back to the item', () => {
    renderWithPortal(<Harness />);
    expect(
      screen.getByRole('link', { name: 'Log in to see the details translated into English' }),
    ).toHaveAttribute('href', '/en/account/login?redirect=%2Fen%2Fitem%2F1%2Fa');
  });

  it('translates for signed-in users and switches back to the original', async () => {
    const stores = new RootStore();
    stores.auth.setUser({ sub: 'u' }, 'jwt');
    const translatedRecord = record();
    translatedRecord.proxies.push({
      about: '/proxy/europeana/1/a',
      europeanaProxy: true,
      dcTitle: { en: ['Still life'] },
    });
    const { fetch, calls } = fetchAnswering({ success: true, object: translatedRecord });
    renderWithPortal(<Harness />, { portal: itemTestPortal({ stores, fetch }) });
    fireEvent.click(screen.getByRole('button', { name: 'Translate the details into English' }));
    expect(await screen.findByText('Machine-translated into English.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Still life');
    expect(calls[0]?.url).toContain('profile=translate');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer jwt');
    fireEvent.click(screen.getByRole('button', { name: 'Show the original' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stillleben');
  });

  it('gives the focus to the button that replaces the one pressed (WCAG 2.4.3)', async () => {
    const stores = new RootStore();
    stores.auth.setUser({ sub: 'u' }, 'jwt');
    const { fetch } = fetchAnswering({
      success: true,
      object: record({ dcTitle: { de: ['Stillleben'], en: ['Still life'] } }),
    });
    renderWithPortal(<Harness />, { portal: itemTestPortal({ stores, fetch }) });
    expect(document.body).toHaveFocus();
    const translate = screen.getByRole('button', { name: 'Translate the details into English' });
    translate.focus();
    fireEvent.click(translate);
    // while the translation loads the button keeps the focus (aria-disabled, not disabled)
    expect(translate).toHaveFocus();
    expect(translate).toHaveAttribute('aria-disabled', 'true');
    const original = await screen.findByRole('button', { name: 'Show the original' });
    expect(original).toHaveFocus();
    fireEvent.click(original);
    expect(
      screen.getByRole('button', { name: 'Translate the details into English' }),
    ).toHaveFocus();
  });

  it('says so when the translation service fails', async () => {
    const stores = new RootStore();
    stores.auth.setUser({ sub: 'u' }, 'jwt');
    const { fetch } = fetchAnswering({ error: 'quota', code: '502-TS' }, 502);
    renderWithPortal(<Harness />, { portal: itemTestPortal({ stores, fetch }) });
    fireEvent.click(screen.getByRole('button', { name: 'Translate the details into English' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/temporarily unavailable/);
  });

  it('says so, keeping the original, when the answer holds nothing in the page language', async () => {
    // The embedded gateway has no machine translation: the answer is the original again.
    const stores = new RootStore();
    stores.auth.setUser({ sub: 'u' }, 'jwt');
    const { fetch } = fetchAnswering({ success: true, object: record() });
    renderWithPortal(<Harness />, { portal: itemTestPortal({ stores, fetch }) });
    fireEvent.click(screen.getByRole('button', { name: 'Translate the details into English' }));
    expect(
      await screen.findByText('No translation into English is available for this item.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Machine-translated into English.')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stillleben');
  });

  it('is not offered when the metadata is in the page language already', () => {
    const english = buildItemView(record({ dcTitle: { en: ['Still life'] } }), testApi, {
      locale: 'en',
    });
    renderWithPortal(
      <TranslateControl original={english} translated={undefined} onChange={() => undefined} />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
