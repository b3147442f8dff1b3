import {
  bidiSafeUrl,
  isolateBidi,
  needsBidiIsolation,
  withoutBidiControls,
  withoutBidiFormatting,
} from './bidi-text';

const FSI = '\u2068';
const PDI = '\u2069';
const RLO = '\u202E';

describe('bidi isolation of record text in plain text', () => {
  it('leaves text without right-to-left letters or bidi formatting as it is', () => {
    for (const text of ['The Night Watch', 'Mona Lisa, 1503–1519', 'Ærø “Smørrebrød” ✓ 🎨', '']) {
      expect(needsBidiIsolation(text)).toBe(false);
      expect(isolateBidi(text)).toBe(text);
    }
    expect(isolateBidi('line\none')).toBe('line\none');
  });

  it('isolates right-to-left text and text with marks', () => {
    expect(isolateBidi('שלום')).toBe(`${FSI}שלום${PDI}`);
    expect(isolateBidi('مخطوطة عربية ١٢٣')).toBe(`${FSI}مخطوطة عربية ١٢٣${PDI}`);
    expect(isolateBidi('Syriac ܫܠܡܐ')).toBe(`${FSI}Syriac ܫܠܡܐ${PDI}`);
    expect(isolateBidi('Adlam 𞤀')).toBe(`${FSI}Adlam 𞤀${PDI}`);
    // The marks stay: inside the isolate they sway only its own text.
    expect(isolateBidi('1999\u200F')).toBe(`${FSI}1999\u200F${PDI}`);
    expect(isolateBidi('a\u061Cb\u200E')).toBe(`${FSI}a\u061Cb\u200E${PDI}`);
  });

  it('drops embeddings, overrides and isolates, balanced or not, before isolating', () => {
    expect(isolateBidi(`Title ${RLO}fdp.exe`)).toBe(`${FSI}Title fdp.exe${PDI}`);
    // An unmatched PDI would close the isolate around the value and let the override after it out.
    expect(isolateBidi(`a${PDI}${RLO}b`)).toBe(`${FSI}ab${PDI}`);
    expect(isolateBidi('\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069')).toBe(
      `${FSI}abcdefg${PDI}`,
    );
    expect(withoutBidiControls(`\u2067עברית${PDI} ${RLO}x\u202C`)).toBe('עברית x');
  });

  it('joins lines, whose end would close the isolate early', () => {
    expect(isolateBidi('שורה\r\nשנייה\nג\u2029ד\u0085ה')).toBe(`${FSI}שורה שנייה ג ד ה${PDI}`);
  });

  it('makes nothing of a value that was only controls', () => {
    expect(isolateBidi(`${RLO}\u202C`)).toBe('');
    expect(isolateBidi(` ${RLO} `)).toBe('');
  });
});

describe('a URL in plain text', () => {
  it('is kept as it is without right-to-left letters or bidi formatting', () => {
    expect(bidiSafeUrl('http://creativecommons.org/publicdomain/zero/1.0/')).toBe(
      'http://creativecommons.org/publicdomain/zero/1.0/',
    );
    expect(bidiSafeUrl('HTTPS://Museum.example/a b')).toBe('HTTPS://Museum.example/a b');
  });

  it('is percent-encoded, with an ASCII host, when it has some', () => {
    expect(bidiSafeUrl(`http://a.test/${RLO}exe.fdp`)).toBe('http://a.test/%E2%80%AEexe.fdp');
    expect(bidiSafeUrl('https://مثال.test/كتاب?q=ع')).toBe(
      'https://xn--mgbh0fb.test/%D9%83%D8%AA%D8%A7%D8%A8?q=%D8%B9',
    );
  });

  it('is isolated as text when it cannot be parsed', () => {
    expect(bidiSafeUrl(`http://a${RLO}.test/`)).toBe(`${FSI}http://a.test/${PDI}`);
  });
});

describe('text without any bidi formatting (a page title, meta content)', () => {
  it('leaves text without bidi formatting as it is, right-to-left letters included', () => {
    for (const text of [
      'The Night Watch',
      'Ærø “Smørrebrød” ✓ 🎨',
      'שלום 2020',
      'مخطوطة',
      ' ',
      '',
    ]) {
      expect(withoutBidiFormatting(text)).toBe(text);
    }
  });

  it('drops embeddings, overrides, isolates and marks, balanced or not, and adds nothing', () => {
    expect(withoutBidiFormatting(`Title ${RLO}fdp.exe`)).toBe('Title fdp.exe');
    expect(withoutBidiFormatting('\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069')).toBe(
      'abcdefg',
    );
    expect(withoutBidiFormatting('\u200FHello, world!\u200E')).toBe('Hello, world!');
    expect(withoutBidiFormatting('كتاب\u061C ١٢٣')).toBe('كتاب ١٢٣');
  });

  it('makes nothing of a value that was only controls', () => {
    expect(withoutBidiFormatting(`${RLO}\u202C`)).toBe('');
    expect(withoutBidiFormatting(` ${RLO}\u200F `)).toBe('');
  });
});
