import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/create-i18n';
import en from '../i18n/locales/en.json';
import { Pagination, paginationEntries, type PaginationEntry } from './Pagination';
import { TestRouter } from './test-router';

const i18n = createI18n('en', { en: { common: en } });
const shown = (entries: PaginationEntry[]) =>
  entries.map((entry) => (entry.kind === 'gap' ? '…' : entry.page)).join(' ');

describe('paginationEntries', () => {
  it('lists every page when there are few', () => {
    expect(shown(paginationEntries(1, 1))).toBe('1');
    expect(shown(paginationEntries(3, 7))).toBe('1 2 3 4 5 6 7');
    expect(paginationEntries(1, 0)).toEqual([]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(shown(paginationEntries(1, 42))).toBe('1 2 3 4 5 … 42');
    expect(shown(paginationEntries(4, 42))).toBe('1 2 3 4 5 … 42');
    expect(shown(paginationEntries(10, 42))).toBe('1 … 9 10 11 … 42');
    expect(shown(paginationEntries(40, 42))).toBe('1 … 38 39 40 41 42');
    expect(shown(paginationEntries(42, 42))).toBe('1 … 38 39 40 41 42');
  });

  it('clamps a current page outside the range', () => {
    expect(shown(paginationEntries(99, 42))).toBe('1 … 38 39 40 41 42');
    expect(shown(paginationEntries(-3, 8))).toBe('1 2 3 4 5 … 8');
  });
});

describe('Pagination', () => {
  const to = (page: number) => `/en/search?query=x&page=${page}`;
  const renderPagination = (page: number, totalPages: number) =>
    render(
      <I18nextProvider i18n={i18n}>
        <TestRouter>
          <Pagination page={page} totalPages={totalPages} to={to} ariaControls="results" />
        </TestRouter>
      </I18nextProvider>,
    );

  it('renders plain links to each page, marking the current one', () => {
    renderPagination(10, 42);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 42' })).toHaveAttribute(
      'href',
      '/en/search?query=x&page=42',
    );
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/en/search?query=x&page=9',
    );
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/en/search?query=x&page=11',
    );
  });

  it('disables previous on the first page and next on the last: named links that lead nowhere', () => {
    const first = renderPagination(1, 3);
    const previous = screen.getByRole('link', { name: /Previous/ });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href');
    first.unmount();
    renderPagination(3, 3);
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks no page past the last one, and leads back to the last page', () => {
    renderPagination(10, 5);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/en/search?query=x&page=5',
    );
    expect(within(nav).getByRole('link', { name: /Next/ })).not.toHaveAttribute('href');
  });

  it('renders nothing for a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
