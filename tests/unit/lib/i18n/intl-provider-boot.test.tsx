import { render, screen } from '@testing-library/react';

import { FIRST_SCREEN_ATTRIBUTE } from '@/lib/first-screen';
import { LocaleProvider } from '@/lib/i18n/intl-provider';

import { firstScreenMarkup } from '../../../../scripts/first-screen';

// No catalogue has ever loaded, and the first one fails: the app cannot start.
vi.mock('@/lib/i18n/catalogue', () => ({
  getCatalogue: () => undefined,
  subscribeCatalogue: () => () => undefined,
  loadCatalogue: () => Promise.reject(new Error('offline')),
}));

describe('LocaleProvider when the first catalogue fails to load', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    vi.restoreAllMocks();
  });

  it('replaces the first screen with the failure and a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.insertAdjacentHTML('afterbegin', firstScreenMarkup());
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, 'zh-CN');

    render(<LocaleProvider>app</LocaleProvider>);

    expect(await screen.findByRole('alert')).toHaveTextContent('页面资源加载失败');
    expect(screen.getByRole('button', { name: '刷新 Reload' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
  });
});
