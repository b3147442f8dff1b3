import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FacetSidebar } from './FacetSidebar';
import {
  createTestPortal,
  currentLocation,
  fakeFetch,
  jsonResponse,
  TestApp,
} from '../../testing/test-portal';
import type { SearchRequest } from '../../domain/search-request';

const facets = {
  TYPE: [
    { label: 'IMAGE', count: 3417 },
    { label: 'VIDEO', count: 23 },
  ],
  REUSABILITY: [
    { label: 'permission', count: 2720 },
    { label: 'open', count: 720 },
  ],
  COUNTRY: [{ label: 'United Kingdom', count: 1731 }],
  COLOURPALETTE: [{ label: '#1E90FF', count: 12 }],
  CREATOR: Array.from({ length: 12 }, (_, n) => ({ label: `Artist ${n}`, count: 100 - n })),
};

function setup(request: Partial<SearchRequest> = {}) {
  const answer = (url: URL) => {
    const names = (url.searchParams.get('facet') ?? '').split(',');
    return {
      success: true,
      itemsCount: 0,
      totalResults: 3440,
      facets: names
        .filter((name) => name in facets)
        .map((name) => ({ name, fields: facets[name as keyof typeof facets] })),
    };
  };
  const api = fakeFetch({
    '/api/record/search.json': answer,
    '/api/fulltext/search.json': answer,
  });
  const portal = createTestPortal({ fetch: api.fetch });
  const full: SearchRequest = {
    query: 'sea',
    page: 3,
    qf: [],
    reusability: [],
    api: null,
    qa: [],
    ...request,
  };
  render(
    <TestApp portal={portal}>
      <FacetSidebar request={full} />
    </TestApp>,
  );
  return { calls: api.calls };
}

async function settle() {
  await act(async () => {
    for (let hop = 0; hop < 20; hop += 1) await Promise.resolve();
  });
}

describe('FacetSidebar', () => {
  it('counts the facets with one rows=0 request after the results, the tiers with another', async () => {
    const { calls } = setup();
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls.map((url) => url.searchParams.get('facet'))).toContain('contentTier');
    const call = calls.find((url) => url.searchParams.get('facet') !== 'contentTier');
    expect(call!.searchParams.get('rows')).toBe('0');
    expect(call!.searchParams.get('profile')).toBe('facets');
    expect(call!.searchParams.get('facet')).toContain('COLOURPALETTE');
    expect(call!.searchParams.get('facet')).not.toContain('proxy_dcterms_issued');
    const type = screen.getByRole('group', { name: 'Type of media' });
    expect(within(type).getByRole('checkbox', { name: /Image\s*3,417/ })).not.toBeChecked();
  });

  it('draws counts it had before in its first frame (Back from an item keeps the scroll place)', async () => {
    setup({ query: 'drawn again' });
    await settle();
    expect(
      within(screen.getByRole('group', { name: 'Creator' })).getAllByRole('checkbox'),
    ).toHaveLength(8);
    cleanup();
    const { calls } = setup({ query: 'drawn again' });
    // No waiting: the sidebar is as tall as before at once, and asks for nothing.
    expect(
      within(screen.getByRole('group', { name: 'Creator' })).getAllByRole('checkbox'),
    ).toHaveLength(8);
    await settle();
    expect(calls).toHaveLength(0);
  });

  it('adds a value to the search as a qf filter, back on page 1', async () => {
    setup();
    await settle();
    fireEvent.click(screen.getByRole('checkbox', { name: /Video/ }));
    await settle();
    expect(currentLocation()).toBe('/en/search?query=sea&qf=TYPE%3A%22VIDEO%22');
  });

  it('combines values of a facet and counts it without its own filter', async () => {
    const { calls } = setup({ qf: ['TYPE:"IMAGE"'] });
    await settle();
    expect(calls).toHaveLength(3);
    const own = calls.find((url) => url.searchParams.get('facet') === 'TYPE')!;
    expect(own.searchParams.getAll('qf')).toEqual(['contentTier:(1 OR 2 OR 3 OR 4)']);
    expect(screen.getByRole('checkbox', { name: /Image/ })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: /Video/ }));
    await settle();
    expect(decodeURIComponent(currentLocation())).toBe(
      '/en/search?query=sea&qf=TYPE:"IMAGE"&qf=TYPE:"VIDEO"',
    );
  });

  it('puts reusability in its own parameter', async () => {
    setup({ reusability: ['open'] });
    await settle();
    fireEvent.click(screen.getByRole('checkbox', { name: /Only with permission/ }));
    await settle();
    expect(decodeURIComponent(currentLocation())).toBe(
      '/en/search?query=sea&reusability=open,permission',
    );
  });

  it('shows colours as named swatches', async () => {
    setup();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Colour' }));
    // By words as well as code: the swatch shows the colour only to sight.
    expect(screen.getByRole('checkbox', { name: /Colour blue \(#1E90FF\)/ })).toBeInTheDocument();
  });

  it('shows the first values of long facets, all on request, and narrows them by typing', async () => {
    setup();
    await settle();
    const creator = screen.getByRole('group', { name: 'Creator' });
    expect(within(creator).getAllByRole('checkbox')).toHaveLength(8);
    fireEvent.click(within(creator).getByRole('button', { name: 'Show all 12' }));
    expect(within(creator).getAllByRole('checkbox')).toHaveLength(12);
    fireEvent.change(within(creator).getByRole('searchbox', { name: 'Find a value of Creator' }), {
      target: { value: 'artist 1' },
    });
    expect(
      within(creator)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Artist 1', 'Artist 10', 'Artist 11']);
    // Nothing matching says so, rather than leaving an empty list.
    fireEvent.change(within(creator).getByRole('searchbox', { name: 'Find a value of Creator' }), {
      target: { value: 'rembrandt ' },
    });
    expect(within(creator).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(creator).getByText('No values match “rembrandt”.')).toBeInTheDocument();
  });

  it('sets one collection at a time, and none with "Any"', async () => {
    setup({ qf: ['collection:art'] });
    await settle();
    expect(screen.getByRole('radio', { name: 'Art' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Music' }));
    await settle();
    expect(decodeURIComponent(currentLocation())).toBe('/en/search?query=sea&qf=collection:music');
  });

  it('leaves full-text search with the newspapers, and keeps it within them', async () => {
    setup({ qf: ['collection:newspaper'], api: 'fulltext' });
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Art' }));
    await settle();
    expect(decodeURIComponent(currentLocation())).toBe('/en/search?query=sea&qf=collection:art');
  });

  it('counts the facets with the full-text search when the results come from it', async () => {
    // (another query than the test before: the counts it had are kept, and asked for no more)
    const { calls } = setup({ query: 'zeitung', qf: ['collection:newspaper'], api: 'fulltext' });
    await settle();
    const counted = calls.filter((url) => url.searchParams.get('profile')?.includes('facets'));
    expect(counted.length).toBeGreaterThan(0);
    expect(new Set(counted.map((url) => url.pathname))).toEqual(
      new Set(['/api/fulltext/search.json']),
    );
  });

  it('filters on a date range, and refuses dates it cannot read', async () => {
    setup();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Date issued' }));
    const form = screen.getByRole('form', { name: 'Date issued' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: 'last year' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a year such as 1900');
    expect(currentLocation()).toBe('/en/search');
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '1900' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '1950' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await settle();
    expect(new URL(currentLocation(), 'http://x').searchParams.getAll('qf')).toEqual([
      'proxy_dcterms_issued:[1900 TO 1950]',
    ]);
  });

  it('offers a retry when the counts fail', async () => {
    const api = fakeFetch({});
    const portal = createTestPortal({ fetch: api.fetch });
    render(
      <TestApp portal={portal}>
        <FacetSidebar
          request={{ query: 'fail', page: 1, qf: [], reusability: [], api: null, qa: [] }}
        />
      </TestApp>,
    );
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('The filters could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('FacetSidebar, facets with more values than the counts give', () => {
  /** 120 creators (the API gives 50 unless asked for more), 30 institutions, 1500 media. */
  const long: Record<string, { label: string; count: number }[]> = {
    CREATOR: Array.from({ length: 120 }, (_, n) => ({
      label: `Creator ${String(n).padStart(3, '0')}`,
      count: 1000 - n,
    })),
    DATA_PROVIDER: Array.from({ length: 30 }, (_, n) => ({ label: `Museum ${n}`, count: 90 - n })),
    'proxy_dcterms_medium.en': Array.from({ length: 1500 }, (_, n) => ({
      label: `medium ${n}`,
      count: 2000 - n,
    })),
  };

  function setupLong(request: Partial<SearchRequest>, options: { failAll?: () => boolean } = {}) {
    let release: () => void = () => {};
    let gate = Promise.resolve();
    const api = fakeFetch({
      '/api/record/search.json': async (url) => {
        const names = (url.searchParams.get('facet') ?? '').split(',');
        const asked = names.map((name) => url.searchParams.get(`f.${name}.facet.limit`));
        if (asked.some((limit) => limit !== null)) {
          await gate;
          if (options.failAll?.()) return jsonResponse({ success: false, error: 'Boom' }, 500);
        }
        return {
          success: true,
          itemsCount: 0,
          totalResults: 3440,
          facets: names
            .filter((name) => name in long)
            .map((name, index) => ({
              name,
              fields: long[name]!.slice(0, Number(asked[index] ?? 50)),
            })),
        };
      },
    });
    const portal = createTestPortal({ fetch: api.fetch });
    render(
      <TestApp portal={portal}>
        <FacetSidebar
          request={{ query: '', page: 1, qf: [], reusability: [], api: null, qa: [], ...request }}
        />
      </TestApp>,
    );
    return {
      calls: api.calls,
      /** Later answers for whole lists wait until released. */
      hold: () => {
        gate = new Promise((resolve) => (release = resolve));
      },
      release: () => release(),
    };
  }

  /** The facet's polite live region, which says what happens to its whole list. */
  const note = (group: HTMLElement) => group.querySelector('[aria-live="polite"]');
  const wholeListCalls = (calls: URL[], name: string) =>
    calls.filter((url) => url.searchParams.has(`f.${name}.facet.limit`));
  const values = (group: HTMLElement) =>
    within(group)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value'));

  it('asks for nothing more when a facet has fewer values than the limit', async () => {
    const { calls } = setupLong({ query: 'long under' });
    await settle();
    const asked = calls.length;
    const institution = screen.getByRole('group', { name: 'Institution' });
    fireEvent.click(within(institution).getByRole('button', { name: 'Show all 30' }));
    expect(within(institution).getAllByRole('checkbox')).toHaveLength(30);
    fireEvent.change(within(institution).getByRole('searchbox'), { target: { value: '2' } });
    await settle();
    expect(calls).toHaveLength(asked);
    expect(wholeListCalls(calls, 'DATA_PROVIDER')).toHaveLength(0);
    // Nothing to load, so nothing said (the note is there, empty, to speak if nothing matches).
    expect(institution.querySelector('[aria-live]')?.textContent ?? '').toBe('');
  });

  it('shows all on request with one more request, keeping the 50 while it loads', async () => {
    const { calls, hold, release } = setupLong({ query: 'long all' });
    await settle();
    const creator = screen.getByRole('group', { name: 'Creator' });
    // 50 came back: there may be more, so the button names no number.
    expect(within(creator).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
    hold();
    fireEvent.click(within(creator).getByRole('button', { name: 'Show more' }));
    await settle();
    expect(within(creator).getAllByRole('checkbox')).toHaveLength(50);
    expect(note(creator)).toHaveTextContent('Loading all values of Creator');
    expect(within(creator).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(within(creator).getByRole('button', { name: 'Show fewer' })).toBeInTheDocument();

    release();
    await settle();
    expect(within(creator).getAllByRole('checkbox')).toHaveLength(120);
    expect(note(creator)).toBeEmptyDOMElement();
    expect(within(creator).getByRole('list')).toHaveAttribute('aria-busy', 'false');
    const whole = wholeListCalls(calls, 'CREATOR');
    expect(whole).toHaveLength(1);
    expect(whole[0]!.searchParams.get('facet')).toBe('CREATOR');
    expect(whole[0]!.searchParams.get('f.CREATOR.facet.limit')).toBe('1000');
    expect(whole[0]!.searchParams.get('rows')).toBe('0');

    // Now the number is known; showing all again asks for nothing.
    fireEvent.click(within(creator).getByRole('button', { name: 'Show fewer' }));
    expect(within(creator).getAllByRole('checkbox')).toHaveLength(8);
    fireEvent.click(within(creator).getByRole('button', { name: 'Show all 120' }));
    await settle();
    expect(within(creator).getAllByRole('checkbox')).toHaveLength(120);
    expect(wholeListCalls(calls, 'CREATOR')).toHaveLength(1);
  });

  it('finds a value beyond the first 50 by typing, and adds it to the search', async () => {
    const { calls } = setupLong({ query: 'long typing' });
    await settle();
    const creator = screen.getByRole('group', { name: 'Creator' });
    fireEvent.change(within(creator).getByRole('searchbox', { name: 'Find a value of Creator' }), {
      target: { value: 'creator 10' },
    });
    // None of the 50 at hand matches; the whole list is on its way.
    expect(within(creator).queryAllByRole('checkbox')).toHaveLength(0);
    expect(note(creator)).toHaveTextContent('Loading all values of Creator');
    await settle();
    expect(values(creator)).toEqual(Array.from({ length: 10 }, (_, n) => `Creator 10${n}`));
    expect(wholeListCalls(calls, 'CREATOR')).toHaveLength(1);
    fireEvent.click(within(creator).getByRole('checkbox', { name: /Creator 105\s*895/ }));
    await settle();
    const search = new URL(currentLocation(), 'http://x').searchParams;
    expect(search.getAll('qf')).toEqual(['CREATOR:"Creator 105"']);
  });

  it('counts the whole list of a facet with selected values without its own filter', async () => {
    const { calls } = setupLong({
      query: 'long selected',
      qf: ['CREATOR:"Creator 100"', 'COUNTRY:"France"'],
    });
    await settle();
    const creator = screen.getByRole('group', { name: 'Creator' });
    // Selected, but not among the 50: its count is unknown until the whole list is there.
    const selected = within(creator).getByRole('checkbox', { name: 'Creator 100' });
    expect(selected).toBeChecked();
    fireEvent.click(within(creator).getByRole('button', { name: 'Show more' }));
    await settle();
    const [whole] = wholeListCalls(calls, 'CREATOR');
    expect(whole!.searchParams.get('facet')).toBe('CREATOR');
    expect(whole!.searchParams.getAll('qf')).toEqual([
      'COUNTRY:"France"',
      'contentTier:(1 OR 2 OR 3 OR 4)',
    ]);
    expect(within(creator).getByRole('checkbox', { name: /Creator 100\s*900/ })).toBeChecked();
    expect(within(creator).getAllByRole('checkbox')).toHaveLength(120);
  });

  it('keeps the 50 and offers a retry when the whole list fails', async () => {
    let fail = true;
    const { calls } = setupLong({ query: 'long failure' }, { failAll: () => fail });
    await settle();
    const creator = screen.getByRole('group', { name: 'Creator' });
    fireEvent.click(within(creator).getByRole('button', { name: 'Show more' }));
    await settle();
    expect(within(creator).getAllByRole('checkbox')).toHaveLength(50);
    expect(note(creator)).toHaveTextContent('The other values of Creator could not be loaded.');
    // The facet's failure is its own: the sidebar's counts stand.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(wholeListCalls(calls, 'CREATOR')).toHaveLength(1);

    fail = false;
    fireEvent.click(within(creator).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(wholeListCalls(calls, 'CREATOR')).toHaveLength(2);
    expect(within(creator).getAllByRole('checkbox')).toHaveLength(120);
    expect(within(creator).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says so when even the whole list stops at its limit', async () => {
    setupLong({ query: 'long limit' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Medium' }));
    const medium = screen.getByRole('group', { name: 'Medium' });
    fireEvent.click(within(medium).getByRole('button', { name: 'Show more' }));
    await settle();
    expect(within(medium).getAllByRole('checkbox')).toHaveLength(1000);
    expect(note(medium)).toHaveTextContent('Only the most frequent values are listed.');
    fireEvent.click(within(medium).getByRole('button', { name: 'Show fewer' }));
    expect(within(medium).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});
