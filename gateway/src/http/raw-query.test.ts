import { rawQueryOf, undecodableQueryPart } from './raw-query';

describe('rawQueryOf', () => {
  it('keeps the query as it came, from its question mark, or gives nothing', () => {
    expect(rawQueryOf('/thumbnail/v3/200/abc?x=caf%E9&y=%ZZ')).toBe('?x=caf%E9&y=%ZZ');
    expect(rawQueryOf('/?')).toBe('?');
    expect(rawQueryOf('/record/1/a')).toBe('');
  });
});

describe('undecodableQueryPart', () => {
  it('names the first pair whose %-escapes are not UTF-8', () => {
    expect(undecodableQueryPart('?rows=1&query=%E0%A4%A&x=%ZZ')).toBe('query=%E0%A4%A');
    expect(undecodableQueryPart('query=caf%E9')).toBe('query=caf%E9');
    expect(undecodableQueryPart('?q=100%')).toBe('q=100%');
  });

  it('passes UTF-8 escapes, plus signs and an empty query', () => {
    expect(undecodableQueryPart('?query=caf%C3%A9+au+lait&qf=a%3Ab&&x')).toBeUndefined();
    expect(undecodableQueryPart('')).toBeUndefined();
    expect(undecodableQueryPart('?')).toBeUndefined();
  });
});
