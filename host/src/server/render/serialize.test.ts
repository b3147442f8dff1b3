/** @jest-environment node */
import { escapeHtml, serializeForScript } from './serialize';

describe('serializeForScript', () => {
  it('cannot close the script element or open a comment', () => {
    const text = serializeForScript({ q: '</script><script>alert(1)</script><!--' });
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual({ q: '</script><script>alert(1)</script><!--' });
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
