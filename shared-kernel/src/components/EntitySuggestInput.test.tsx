import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createApiClients } from '../api/api-clients';
import { browserApiEndpoints } from '../api/api-config';
import { createI18n } from '../i18n/create-i18n';
import en from '../i18n/locales/en.json';
import { PortalContextProvider } from '../routing/portal-context';
import type { PortalContext } from '../routing/route-module';
import { RootStore } from '../stores/root-store';
import { EntitySuggestInput, type EntitySuggestInputProps } from './EntitySuggestInput';
import { answeringFetch, typeAndAwaitSuggestions } from '../test-fixtures/entity-suggest';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function Field(props: Partial<EntitySuggestInputProps>) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="q">Search</label>
      <EntitySuggestInput id="q" name="query" value={value} onValueChange={setValue} {...props} />
    </>
  );
}

function setup(
  props: Partial<EntitySuggestInputProps> = {},
  answer?: Parameters<typeof answeringFetch>[0],
) {
  const api = answeringFetch(answer);
  const portal: PortalContext = {
    api: createApiClients({ endpoints: browserApiEndpoints({}), fetch: api.fetch }),
    locale: 'de',
    i18n: createI18n('de', { de: { common: en } }),
    stores: new RootStore(),
    isServer: false,
    features: {},
  };
  render(
    <I18nextProvider i18n={portal.i18n}>
      <PortalContextProvider value={portal}>
        <MemoryRouter
          initialEntries={['/de']}
          future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
        >
          <Field {...props} />
          <LocationProbe />
        </MemoryRouter>
      </PortalContextProvider>
    </I18nextProvider>,
  );
  return { calls: api.calls, input: screen.getByRole('combobox', { name: 'Search' }) };
}

const location = () => screen.getByTestId('location').textContent;

describe('EntitySuggestInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a collapsed combobox owning a named listbox', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('name', 'query');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!);
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).toHaveAttribute('aria-label', 'Suggested collections');
  });

  it('asks the Entity API for suggestions in the page language after a pause', async () => {
    const { input, calls } = setup();
    fireEvent.change(input, { target: { value: 'tur' } });
    fireEvent.change(input, { target: { value: 'turn' } });
    await typeAndAwaitSuggestions(input, 'turn');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Joseph Mallord William TurnerPerson',
      'urnTopic',
    ]);
    // one call for the text typing settled on
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.get('text')).toBe('turn');
    expect(calls[0]!.searchParams.get('language')).toBe('de');
    expect(screen.getByText(/2 suggestions/)).toBeInTheDocument();
  });

  it('does not ask for one letter', async () => {
    const { input, calls } = setup();
    await typeAndAwaitSuggestions(input, 't');
    expect(calls).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays collapsed when the Entity API fails', async () => {
    const { input, calls } = setup({}, () => ({ status: 503, body: { success: false } }));
    await typeAndAwaitSuggestions(input, 'turn');
    expect(calls).toHaveLength(1);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('brings the option the arrow keys reach into sight', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { input } = setup();
      await typeAndAwaitSuggestions(input, 'turn');
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(scrolled).toEqual(screen.getAllByRole('option').slice(0, 2));
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('is usable with the keyboard alone: arrows choose, Enter opens, Escape closes', async () => {
    const onChoose = jest.fn();
    const onKeyDown = jest.fn();
    const { input } = setup({ onChoose, onKeyDown });
    await typeAndAwaitSuggestions(input, 'turn');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0]!;
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    // wraps around to the first option
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');

    // Escape closes the list and is not passed on; the next one is the caller's.
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(onKeyDown).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(location()).toBe('/de/collections/person/55218923550599-joseph-mallord-william-turner');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ type: 'Agent' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves Enter without a chosen option to the form', async () => {
    const onKeyDown = jest.fn();
    const { input } = setup({ onKeyDown });
    await typeAndAwaitSuggestions(input, 'turn');
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(true); // not prevented: the form submits the text
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/de');
  });

  it('opens a suggestion on click', async () => {
    const { input } = setup();
    await typeAndAwaitSuggestions(input, 'urn');
    fireEvent.click(screen.getAllByRole('option')[1]!);
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(location()).toBe('/de/collections/topic/48886103971852-urn');
  });

  it('closes the list when the focus leaves the box', async () => {
    const { input } = setup();
    await typeAndAwaitSuggestions(input, 'turn');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
