import { expect, type Page } from '@playwright/test';

/**
 * Collects console errors, page errors and React hydration warnings of a page, so a test fails
 * on any of them (issue: "fail on any console error or hydration mismatch").
 */
export function guardConsole(page: Page, allow: RegExp[] = []) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && !/hydrat/i.test(message.text())) return;
    if (allow.some((pattern) => pattern.test(message.text()))) return;
    problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return {
    problems,
    expectClean() {
      expect(problems, problems.join('\n')).toEqual([]);
    },
  };
}
