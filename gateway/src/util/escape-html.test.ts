import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('writes the characters markup reads as entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Ærø – 東京 ✓')).toBe('Ærø – 東京 ✓');
  });
});
