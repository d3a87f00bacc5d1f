import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { FIRST_SCREEN_ATTRIBUTE } from '@/lib/first-screen';
import { LocaleProvider } from '@/lib/i18n/intl-provider';

import { firstScreenMarkup } from '../../../../build/first-screen-markup';
import { zhCN } from '../../../utils/catalogues';

// No catalogue has ever loaded; each load fails until the network heals (the test says when).
const catalogues = vi.hoisted(() => {
  const state = {
    online: false,
    firstFailed: false,
    current: undefined as { locale: string; messages: object; areas: never[] } | undefined,
    listeners: new Set<() => void>(),
    loads: 0,
  };
  return state;
});
vi.mock('@/lib/i18n/catalogue', () => ({
  getCatalogue: () => catalogues.current,
  subscribeCatalogue: (listener: () => void) => {
    catalogues.listeners.add(listener);
    return () => catalogues.listeners.delete(listener);
  },
  firstCatalogueFailed: () => catalogues.firstFailed && !catalogues.current,
  loadCatalogue: (locale: string) => {
    catalogues.loads += 1;
    if (!catalogues.online) return Promise.reject(new Error('offline'));
    catalogues.current = { locale, messages: zhCN, areas: [] };
    for (const listener of catalogues.listeners) listener();
    return Promise.resolve(catalogues.current);
  },
}));

describe('LocaleProvider when the first catalogue fails to load', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.insertAdjacentHTML('afterbegin', firstScreenMarkup());
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, 'zh-CN');
    Object.assign(catalogues, { online: false, firstFailed: false, current: undefined, loads: 0 });
  });

  afterEach(() => {
    document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    vi.restoreAllMocks();
  });

  it('replaces the first screen with the failure, and Retry loads it again in place', async () => {
    render(<LocaleProvider>app</LocaleProvider>);

    expect(await screen.findByRole('alert')).toHaveTextContent('页面资源加载失败');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);

    catalogues.online = true;
    await userEvent.click(screen.getByRole('button', { name: '重试 Retry' }));

    expect(await screen.findByText('app')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(catalogues.loads).toBe(2);
  });

  it('shows the failure at once when the load before the first render failed (the time-out included)', async () => {
    catalogues.firstFailed = true;
    render(<LocaleProvider>app</LocaleProvider>);

    expect(screen.getByRole('alert')).toHaveTextContent('页面资源加载失败');
    expect(catalogues.loads).toBe(0);

    catalogues.online = true;
    await userEvent.click(screen.getByRole('button', { name: '重试 Retry' }));
    expect(await screen.findByText('app')).toBeVisible();
    expect(catalogues.loads).toBe(1);
  });
});
