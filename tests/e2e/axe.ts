/** The axe-core scan every route gets: no serious or critical violation. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect } from './fixtures';
import { waitForMotion } from './motion';

import type { Page } from '@playwright/test';

// Evaluated through the DevTools protocol: the page's Content-Security-Policy would block it as a
// script element (addScriptTag), and the tests run under the production policy.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** One readable paragraph per violation: rule, impact, help and up to five offending elements. */
function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … ${violation.nodes.length - 5} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * Runs axe-core on the page as it settles and fails on any serious or critical violation. A region
 * that is loading (`aria-busy`) shows its previous content greyed: its colours are measured once
 * the answer is in.
 */
export async function expectNoSeriousViolations(page: Page) {
  await expectNoViolations(page, ['serious', 'critical']);
}

/** axe-core's impact levels, the least first. */
const ALL_IMPACTS = ['minor', 'moderate', 'serious', 'critical'];

/**
 * Runs axe-core on the page as it settles and fails on any violation of the `impacts` given (by
 * default every level). Loading regions and toasts are waited for or left out as above.
 */
export async function expectNoViolations(page: Page, impacts: readonly string[] = ALL_IMPACTS) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A control under the pointer shows its hover colour, a passing state: the colours are measured
  // with nothing hovered. (After a click the pointer stays where the clicked control was, and what
  // the page shows next may have put another control there.)
  await page.mouse.move(0, 0);
  await waitForMotion(page);
  // Once per document: a page scanned on its first screen and again once the app runs keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    // Toasts fade out after a few seconds: a scan that meets one half faded measures the contrast
    // of a see-through frame. They are left out; their colours are the theme's, checked elsewhere.
    const context = { include: [document], exclude: [['.ant-message'], ['.ant-notification']] };
    const results = await axe.run(context, { resultTypes: ['violations'] });
    return results.violations;
  })) as AxeViolation[];
  const found = violations.filter((violation) => impacts.includes(violation.impact ?? ''));
  expect(
    found.map((violation) => `${violation.id} (${violation.nodes.length})`),
    describeViolations(found),
  ).toEqual([]);
}
