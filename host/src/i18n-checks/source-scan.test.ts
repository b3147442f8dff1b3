/** @jest-environment node */
import { scanSource } from './source-scan';

describe('scanSource', () => {
  it('finds string literals and template prefixes', () => {
    const { literals, templatePrefixes } = scanSource(
      't(\'nav.home\'); t("footer.mission"); t(`plain.key`); t(`facets.${name}`); x = `a${b}c`;',
    );
    expect(literals).toEqual(['nav.home', 'footer.mission', 'plain.key']);
    expect(templatePrefixes).toEqual(['facets.', 'a']);
  });

  it('finds literals inside template substitutions', () => {
    const { literals, templatePrefixes } = scanSource(
      "label = `${t('a.b')} (${t(`c.${x}`)}) ${obj['k']}`;",
    );
    expect(literals).toEqual(['a.b', 'k']);
    expect(templatePrefixes).toEqual(['', 'c.']);
  });

  it('is not misled by quotes in comments or regular expressions', () => {
    const { literals } = scanSource(
      [
        "// the page's title",
        "/* don't */",
        'const re = /[\'"]/g;',
        'const n = a / b; const s = "ok";',
        "if (x) return /it's/.test(y) ? 'yes' : 'no';",
      ].join('\n'),
    );
    expect(literals).toEqual(['ok', 'yes', 'no']);
  });
});
