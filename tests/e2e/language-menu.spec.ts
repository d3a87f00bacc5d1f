/**
 * The header's language menu with the keyboard alone: Tab reaches its button, Enter opens it with
 * the focus on the language shown, arrows move, Escape closes it and Enter picks; the focus is back
 * on the button each time, and the page is in the picked language and direction.
 */
import { expect, startInLocale, test } from './fixtures';
import { expectFocusVisible, tabTo } from './keyboard';
import { catalogues, type Texts } from './texts';

import type { Locator, Page } from '@playwright/test';

const zh = catalogues['zh-CN'];
const ar = catalogues['ar-EG'];
const buttonNamed = (texts: Texts, language: string) =>
  texts['layout.language.menu'].replace('{language}', language);

/**
 * Opens the menu with Enter from its button and waits until it has settled: antd focuses the menu
 * three frames after it opens (a member's first arrow comes later than that), then the item of the
 * language shown has the focus.
 */
async function openMenu(page: Page, shown: string) {
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 0;
        const next = () => (++frames > 4 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
  );
  await expect(menu.getByRole('menuitem', { name: shown })).toBeFocused();
  return menu;
}

/** Presses `key` and checks the item it moves to has the focus, as a member sees it move. */
async function moveTo(page: Page, menu: Locator, key: string, item: string) {
  await page.keyboard.press(key);
  await expect(menu.getByRole('menuitem', { name: item })).toBeFocused();
}

test('a keyboard member switches to Arabic from the language menu and back to Chinese', async ({
  page,
}) => {
  await startInLocale(page, 'zh-CN');
  await page.goto('/tool/shipDate');
  await expect(
    page.getByRole('heading', { level: 1, name: zh['menu.tool.shipDate'] }),
  ).toBeVisible();

  const chinese = page.getByRole('button', {
    name: buttonNamed(zh, zh['layout.language.name.zhCN']),
  });
  await tabTo(page, chinese);
  await expectFocusVisible(page);

  let menu = await openMenu(page, zh['layout.language.name.zhCN']);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(chinese).toBeFocused();

  menu = await openMenu(page, zh['layout.language.name.zhCN']);
  await moveTo(page, menu, 'ArrowDown', zh['layout.language.name.enUS']);
  await moveTo(page, menu, 'ArrowDown', zh['layout.language.name.arEG']);
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('heading', { level: 1, name: ar['menu.tool.shipDate'] }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  const arabic = page.getByRole('button', {
    name: buttonNamed(ar, ar['layout.language.name.arEG']),
  });
  await expect(arabic).toBeFocused();

  menu = await openMenu(page, ar['layout.language.name.arEG']);
  await moveTo(page, menu, 'ArrowUp', ar['layout.language.name.enUS']);
  await moveTo(page, menu, 'ArrowUp', ar['layout.language.name.zhCN']);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: zh['menu.tool.shipDate'] }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(chinese).toBeFocused();
});
