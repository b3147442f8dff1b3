/**
 * The declarations emotion wrote for `selector` under one of `element`'s classes (tests only):
 * jsdom computes no :focus-visible styles, so focus-indicator tests read the style sheets.
 * `selector` follows the class, e.g. ':focus-visible' or ' .openseadragon-canvas:focus-visible'.
 */
export function emotionRule(element: Element, selector: string): CSSStyleDeclaration | undefined {
  const wanted = new Set(Array.from(element.classList).map((name) => `.${name}${selector}`));
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSStyleRule && wanted.has(rule.selectorText)) return rule.style;
    }
  }
  return undefined;
}
