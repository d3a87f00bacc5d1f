/**
 * Where a narrow line may break what a member copies or reads as one thing: an e-mail address
 * breaks after its `@` or before a dot, never at a hyphen.
 */
import { paths } from '../../src/config/paths';
import { expect, startInLocale, storageStatePath, test } from './fixtures';
import { catalogues } from './texts';

import type { Locator } from '@playwright/test';

/** The address in `element`'s text, split where its lines break as laid out. */
function linesOf(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: string[] = [];
    let top: number | undefined;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      for (let index = 0; index < node.data.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        const character = node.data.charAt(index);
        if (top === undefined || Math.abs(rect.top - top) > rect.height / 2) lines.push(character);
        else lines.push(`${lines.pop() ?? ''}${character}`);
        top = rect.top;
      }
    }
    return lines;
  });
}

for (const locale of ['zh-CN', 'ar-EG'] as const) {
  test.describe(`${locale}: the member centre on a phone`, () => {
    test.use({ storageState: storageStatePath('shipper') });

    test('breaks the e-mail address after its @ or before a dot, never at a hyphen', async ({
      page,
    }) => {
      await startInLocale(page, locale);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(paths.user.personalCenter.href());
      const address = page
        .locator('.ant-descriptions-item')
        .filter({ hasText: catalogues[locale]['center.profile.email'] })
        .locator('bdi');
      await expect(address).toHaveText(/^[^@\s]+@[^@\s]+-[^@\s]+\.[a-z]+$/);
      const whole = (await address.textContent()) ?? '';

      // As a phone lays it out, then in a column narrower than the address but wide enough for
      // each of its parts.
      for (const width of [undefined, '9em']) {
        if (width) {
          await address.evaluate((bdi, max) => {
            bdi.style.display = 'inline-block';
            bdi.style.maxWidth = max;
          }, width);
        }
        const lines = await linesOf(address);
        expect(lines.join(''), 'the address, whole').toBe(whole);
        for (const [index, line] of lines.entries()) {
          const before = lines[index - 1];
          if (before === undefined) continue;
          expect(before.endsWith('@') || line.startsWith('.'), `${before}⏎${line}`).toBe(true);
        }
        if (width) expect(lines.length, 'the narrow column breaks it').toBeGreaterThan(1);
      }
    });
  });
}
