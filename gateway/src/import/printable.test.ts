import { printable } from './printable';

describe('printable', () => {
  it('escapes C0 and C1 control characters and DEL, and keeps the rest', () => {
    expect(printable('a\u001b[31mRED\u001b]0;pwned\u0007\n\t\u007f\u0085\u009bé€')).toBe(
      'a\\u001b[31mRED\\u001b]0;pwned\\u0007\\u000a\\u0009\\u007f\\u0085\\u009bé€',
    );
  });
});
