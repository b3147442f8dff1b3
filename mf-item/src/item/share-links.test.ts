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

  it("isolates the title, so that an override in it cannot reverse the post's URL", () => {
    const links = shareLinks('https://p.test/x', 'Title \u202Eexe.gpj', 'https://p.test/i');
    // FSI … PDI, the override gone: X appends the page's URL to the text.
    const text = 'text=%E2%81%A8Title%20exe.gpj%E2%81%A9';
    expect(links[1]?.url).toBe(
      `https://twitter.com/intent/tweet?url=https%3A%2F%2Fp.test%2Fx&${text}`,
    );
    expect(links[2]?.url).toContain('description=%E2%81%A8Title%20exe.gpj%E2%81%A9');
    expect(links[3]?.url).toBe(
      'mailto:?subject=%E2%81%A8Title%20exe.gpj%E2%81%A9&body=https%3A%2F%2Fp.test%2Fx',
    );
    expect(decodeURIComponent(shareLinks('https://p.test/x', 'عنوان')[1]!.url)).toContain(
      'text=\u2068عنوان\u2069',
    );
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

  it('puts right-to-left values and values with bidi formatting in a bdi of their own', () => {
    const html = embedSnippet({
      pageUrl: 'https://p.test/en/item/1/a',
      title: 'Title \u202Egpj.exe',
      imageUrl: 'https://p.test/i',
      credits: ['رسام', '\u202E\u202C', 'Rembrandt', 'מוזיאון\u2069\u202E<x>'],
      rights: { url: 'http://creativecommons.org/publicdomain/mark/1.0/', name: 'Public Domain' },
    });
    // An override in the title would otherwise reverse the credits and rights after it.
    expect(html).toBe(
      '<figure><a href="https://p.test/en/item/1/a"><img src="https://p.test/i" alt="Title gpj.exe" width="400"></a>' +
        '<figcaption><a href="https://p.test/en/item/1/a"><bdi>Title gpj.exe</bdi></a> – <bdi>رسام</bdi> – Rembrandt – ' +
        '<bdi>מוזיאון&lt;x&gt;</bdi> – <a href="http://creativecommons.org/publicdomain/mark/1.0/">Public Domain</a></figcaption></figure>',
    );
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
