import { embedSnippet } from './embed-snippet';
import { shareLinks } from './share-links';

describe('share links', () => {
  it('encodes the page URL and title for each network', () => {
    const links = shareLinks(
      'https://p.test/en/item/1/a',
      'Rock & Roll #1',
      'https://p.test/api/t/400/x',
    );
    expect(links.map((link) => link.id)).toEqual(['facebook', 'x', 'pinterest', 'email']);
    expect(links[0]?.url).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fp.test%2Fen%2Fitem%2F1%2Fa',
    );
    expect(links[1]?.url).toContain('text=Rock%20%26%20Roll%20%231');
    expect(links[2]?.url).toContain('media=https%3A%2F%2Fp.test%2Fapi%2Ft%2F400%2Fx');
    expect(links[3]?.url).toBe(
      'mailto:?subject=Rock%20%26%20Roll%20%231&body=https%3A%2F%2Fp.test%2Fen%2Fitem%2F1%2Fa',
    );
  });

  it('shares a title holding half a surrogate pair, which encodeURIComponent refuses', () => {
    const links = shareLinks('https://p.test/x', `lone ${String.fromCharCode(0xd800)} 🎨`);
    expect(links[1]?.url).toContain('text=lone%20%EF%BF%BD%20%F0%9F%8E%A8');
  });

  it('leaves Pinterest out without an image', () => {
    expect(shareLinks('https://p.test/x', 't').map((link) => link.id)).toEqual([
      'facebook',
      'x',
      'email',
    ]);
  });
});

describe('embed snippet', () => {
  it('links image and title to the item and credits it', () => {
    expect(
      embedSnippet({
        pageUrl: 'https://p.test/en/item/1/a',
        title: 'The Night Watch',
        imageUrl: 'https://p.test/api/thumbnail/v3/400/x',
        credits: ['Rembrandt', 'Rijksmuseum'],
        rights: { url: 'http://creativecommons.org/publicdomain/mark/1.0/', name: 'Public Domain' },
      }),
    ).toBe(
      '<figure><a href="https://p.test/en/item/1/a"><img src="https://p.test/api/thumbnail/v3/400/x" alt="The Night Watch" width="400"></a>' +
        '<figcaption><a href="https://p.test/en/item/1/a">The Night Watch</a> – Rembrandt – Rijksmuseum – ' +
        '<a href="http://creativecommons.org/publicdomain/mark/1.0/">Public Domain</a></figcaption></figure>',
    );
  });

  it('links the rights statement only when it is a web address', () => {
    for (const url of [
      'javascript:alert(1)//creativecommons.org/',
      'data:text/html,x',
      ' //evil.example/',
    ]) {
      const html = embedSnippet({
        pageUrl: 'https://p.test/en/item/1/a',
        title: 'T',
        credits: [],
        rights: { url, name: 'Rights statement' },
      });
      expect(html).toContain(' – Rights statement</figcaption>');
      expect(html.match(/<a /g)).toHaveLength(1);
    }
  });

  it('escapes every value', () => {
    const html = embedSnippet({
      pageUrl: 'https://p.test/"><script>',
      title: '<b>"x"</b>',
      credits: ["O'Neil & Co"],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
    expect(html).toContain('O&#39;Neil &amp; Co');
    expect(html).not.toContain('<img');
  });
});
