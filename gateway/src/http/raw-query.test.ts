import { rawQueryOf } from './raw-query';

describe('rawQueryOf', () => {
  it('keeps the query as it came, from its question mark, or gives nothing', () => {
    expect(rawQueryOf('/thumbnail/v3/200/abc?x=caf%E9&y=%ZZ')).toBe('?x=caf%E9&y=%ZZ');
    expect(rawQueryOf('/?')).toBe('?');
    expect(rawQueryOf('/record/1/a')).toBe('');
  });
});
