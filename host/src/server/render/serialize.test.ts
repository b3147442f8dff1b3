/** @jest-environment node */
import { escapeHtml, serializeForScript } from './serialize';

describe('serializeForScript', () => {
  it('cannot close the script element or open a comment', () => {
    const text = serializeForScript({ q: '</script><script>alert(1)</script><!--' });
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual({ q: '</script><script>alert(1)</script><!--' });
  });

  it('escapes every markup character, wherever it is, and keeps the value', () => {
    const value = { a: '<b>&amp;</b>', list: ['>', '&&', 'plain'], nested: { '<key>': 'x\u2028' } };
    const text = serializeForScript(value);
    expect(text).toBe(
      '{"a":"\\u003cb\\u003e\\u0026amp;\\u003c/b\\u003e","list":["\\u003e","\\u0026\\u0026","plain"],' +
        '"nested":{"\\u003ckey\\u003e":"x\\u2028"}}',
    );
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes line separators that end JavaScript strings', () => {
    const text = serializeForScript({ a: 'x\u2028y\u2029z' });
    expect(text).toContain('\\u2028');
    expect(JSON.parse(text).a).toBe('x\u2028y\u2029z');
  });
});

describe('escapeHtml', () => {
  it('escapes markup and quotes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
