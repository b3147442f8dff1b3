/** @jest-environment node */
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  const day = new Date('2026-11-28T23:30:00Z');

  it("writes a day in the locale's long form, in UTC", () => {
    expect(formatLongDate(day, 'en')).toBe('28 November 2026');
    expect(formatLongDate(day, 'de')).toBe('28. November 2026');
  });

  it('writes nothing for no date', () => {
    expect(formatLongDate(new Date('not a date'), 'en')).toBe('');
  });
});
