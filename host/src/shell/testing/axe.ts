import axe from 'axe-core';

/**
 * Serious and critical accessibility problems axe finds in a rendered element. Colour contrast
 * needs layout, which jsdom has not: the theme's unit test checks every colour pair, and the
 * Playwright runs check contrast in a real browser.
 */
export async function seriousViolations(element: Element = document.body): Promise<string[]> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
}
