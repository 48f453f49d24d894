// axe-core in a page, as every accessibility check of the suite runs it:
// WCAG 2.2 A/AA. The site's CSP forbids inline scripts, so the page's
// context must bypass CSP (newPage(..., { bypassCSP: true })).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
}

/** One line per violation: where, the rule, its impact, how many nodes, and the first three of them. */
export function describeViolations(where: string, results: AxeResults): string[] {
  return results.violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(', ');
    return `${where}: ${violation.id} (${violation.impact}) x${violation.nodes.length}: ${violation.help} [${targets}]`;
  });
}

/** The violations axe finds on the page as it is now, described; [] when there is none. */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  return describeViolations(where, await runAxe(page));
}
