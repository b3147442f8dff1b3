import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FacetSidebar } from './FacetSidebar';
import { createTestPortal, currentLocation, fakeFetch, TestApp } from '../../testing/test-portal';
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
  const api = fakeFetch({
    '/api/record/search.json': (url) => {
      const names = (url.searchParams.get('facet') ?? '').split(',');
      return {
        success: true,
        itemsCount: 0,
        totalResults: 3440,
        facets: names
          .filter((name) => name in facets)
          .map((name) => ({ name, fields: facets[name as keyof typeof facets] })),
      };
    },
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
  });

  it('sets one collection at a time, and none with "Any"', async () => {
    setup({ qf: ['collection:art'] });
    await settle();
    expect(screen.getByRole('radio', { name: 'Art' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Music' }));
    await settle();
    expect(decodeURIComponent(currentLocation())).toBe('/en/search?query=sea&qf=collection:music');
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
