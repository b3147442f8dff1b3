import { parsePageParam, reachablePageCount, searchPageWindow } from './search-pagination';

describe('search page window', () => {
  it('starts page 1 at result 1 with 24 rows by default', () => {
    expect(searchPageWindow(1)).toEqual({
      page: 1,
      perPage: 24,
      start: 1,
      rows: 24,
      lastAvailablePage: false,
      beyondLimit: false,
    });
    expect(searchPageWindow(2)).toMatchObject({ start: 25, rows: 24 });
  });

  it('caps rows so that start + rows never passes 1001', () => {
    const last = searchPageWindow(42);
    expect(last).toMatchObject({ start: 985, rows: 16, lastAvailablePage: true });
    expect(last.start + last.rows).toBeLessThanOrEqual(1001);
    for (let page = 1; page <= 42; page += 1) {
      const window = searchPageWindow(page);
      expect(window.start + window.rows).toBeLessThanOrEqual(1001);
      expect(window.beyondLimit).toBe(false);
    }
  });

  it('flags the last reachable page', () => {
    expect(searchPageWindow(41).lastAvailablePage).toBe(false);
    expect(searchPageWindow(42).lastAvailablePage).toBe(true);
    // with 10 per page, page 100 ends exactly at 1000 and is the last
    expect(searchPageWindow(99, 10).lastAvailablePage).toBe(false);
    expect(searchPageWindow(100, 10)).toMatchObject({ rows: 10, lastAvailablePage: true });
  });

  it('asks for no rows beyond the limit and says so', () => {
    expect(searchPageWindow(43)).toMatchObject({ start: 1009, rows: 0, beyondLimit: true });
    expect(searchPageWindow(101, 10)).toMatchObject({ rows: 0, beyondLimit: true });
  });
});

describe('reachable pages', () => {
  it('counts pages of the results, up to the first 1000', () => {
    expect(reachablePageCount(0)).toBe(0);
    expect(reachablePageCount(1)).toBe(1);
    expect(reachablePageCount(24)).toBe(1);
    expect(reachablePageCount(25)).toBe(2);
    expect(reachablePageCount(1000)).toBe(42);
    expect(reachablePageCount(60_000_000)).toBe(42);
    expect(reachablePageCount(60_000_000, 10)).toBe(100);
  });
});

describe('page parameter', () => {
  it('takes a missing page as 1', () => {
    expect(parsePageParam(null)).toEqual({ valid: true, page: 1 });
    expect(parsePageParam(undefined)).toEqual({ valid: true, page: 1 });
  });

  it('accepts positive integers', () => {
    expect(parsePageParam('1')).toEqual({ valid: true, page: 1 });
    expect(parsePageParam('42')).toEqual({ valid: true, page: 42 });
    // a huge page is still a page: it is beyond the limit, not invalid
    expect(parsePageParam('99999999999999')).toEqual({ valid: true, page: 99999999999999 });
  });

  it.each(['', '0', '-1', '1.5', 'abc', '01', '2x', ' 2', '1e3'])('rejects %p', (value) => {
    expect(parsePageParam(value)).toEqual({ valid: false });
  });
});
