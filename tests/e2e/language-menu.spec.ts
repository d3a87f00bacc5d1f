/**
 * The header's language menu with the keyboard alone: Tab reaches its button, Enter opens it with
 * the focus on the language shown, arrows move, Escape closes it and Enter picks; the focus is back
 * on the button each time, and the page is in the picked language and direction.
 */
import { expect, startInLocale, test } from './fixtures';
import { expectFocusVisible, tabTo } from './keyboard';
import { catalogues, type Texts } from './texts';

const zh = catalogues['zh-CN'];
const ar = catalogues['ar-EG'];
const buttonNamed = (texts: Texts, language: string) =>
  texts['layout.language.menu'].replace('{language}', language);

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

  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: zh['layout.language.name.zhCN'] })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(chinese).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: zh['layout.language.name.zhCN'] })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: zh['layout.language.name.arEG'] })).toBeFocused();
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

  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: ar['layout.language.name.arEG'] })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: zh['menu.tool.shipDate'] }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(chinese).toBeFocused();
});
