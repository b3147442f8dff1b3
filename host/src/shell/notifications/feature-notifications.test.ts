/** @jest-environment node */
import { activeFeatureNotification, type FeatureNotification } from './feature-notifications';

const base = { path: '/search', textKey: 't', linkKey: 'l' };
const list: FeatureNotification[] = [
  { ...base, name: 'old', expires: '2020-01-01T00:00:00Z' },
  { ...base, name: 'dutchOnly', locales: ['nl'] },
  { ...base, name: 'everyone', expires: '2030-01-01T00:00:00Z' },
];
const now = new Date('2026-01-01T00:00:00Z');

describe('feature notifications', () => {
  it('skips expired ones and ones for other locales', () => {
    expect(activeFeatureNotification(list, 'en', now, undefined)?.name).toBe('everyone');
    expect(activeFeatureNotification(list, 'nl', now, undefined)?.name).toBe('dutchOnly');
  });

  it('skips the one the visitor dismissed', () => {
    expect(activeFeatureNotification(list, 'nl', now, 'dutchOnly')?.name).toBe('everyone');
    expect(activeFeatureNotification(list, 'en', now, 'everyone')).toBeNull();
  });

  it('ends at its expiry time', () => {
    expect(
      activeFeatureNotification(list, 'en', new Date('2030-01-01T00:00:00Z'), undefined),
    ).toBeNull();
  });
});
