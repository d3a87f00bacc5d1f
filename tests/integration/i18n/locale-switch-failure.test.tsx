import { screen } from '@testing-library/react';
import dayjs from 'dayjs';

import { LOCALE_STORAGE_KEY } from '@/config/constants';

import { pickLanguage } from '../../utils/language-menu';
import { renderRoute } from '../../utils/render-route';

const network = vi.hoisted(() => ({ down: true }));

// One area of the English catalogue cannot be downloaded while the network is down.
vi.mock('@/app/texts/menu/en-US', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('a language switch whose catalogue fails to load', () => {
  it('keeps the page in its language and says so; switching again works once the network is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { events } = await renderRoute('/tool/shipDate');
    const datesBefore = dayjs.locale();

    await pickLanguage(events, '简体中文', 'English');

    expect(await screen.findByText('语言切换失败，请检查网络后重试')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '船期查询' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'zh-CN');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    expect(dayjs.locale()).toBe(datesBefore);

    network.down = false;
    await pickLanguage(events, '简体中文', 'English');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sailing schedules' }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    // dayjs is loaded only by pages that pick dates (useDayjsLocale); a page without them leaves it alone.
    expect(dayjs.locale()).toBe(datesBefore);
  });
});
