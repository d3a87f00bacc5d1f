import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { page } from '@/app/lazy/page';
import { leaf, section } from '@/app/route-builders';
import { appPages, createRoutes } from '@/app/routes';
import { env } from '@/config/env';
import { server } from '@mock/node';

import { zhCN } from '../../utils/catalogues';
import { renderRoute } from '../../utils/render-route';

function FlakyPage() {
  return <h1>Flaky page</h1>;
}

function BrokenPage(): never {
  throw new Error('render failed');
}

describe('chunk load errors and page errors', () => {
  beforeEach(() => {
    // The running build is the deployed one: no automatic reload, the panel is shown.
    server.use(http.get('*/version.json', () => HttpResponse.json({ buildId: env.buildId })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the panel inside the layout when a page fails to load, and Retry renders it', async () => {
    let available = false;
    const importer = () =>
      available
        ? Promise.resolve({ default: FlakyPage })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const routes = createRoutes([
      ...appPages(),
      { path: '/flaky', lazy: page(importer), handle: { titleId: 'menu.home' } },
    ]);
    const { events } = await renderRoute('/flaky', { routes });

    expect(
      await screen.findByRole('heading', { level: 1, name: '页面没有加载成功' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();
    expect(screen.getByText(zhCN['layout.chunk.script'])).toBeVisible();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeVisible();

    // Offline: the import fails again and the server does not answer either.
    server.use(http.get('*/version.json', () => HttpResponse.error()));
    await events.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText(/仍然无法加载/)).toBeVisible();

    available = true;
    server.use(http.get('*/version.json', () => HttpResponse.json({ buildId: env.buildId })));
    await events.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flaky page' })).toBeVisible();
  });

  it('shows the panel when a page takes longer than the time-out', async () => {
    const routes = createRoutes([
      ...appPages(),
      {
        path: '/slow',
        lazy: page(() => new Promise(() => undefined), 20),
        handle: { titleId: 'menu.home' },
      },
    ]);
    await renderRoute('/slow', { routes });
    expect(
      await screen.findByRole('heading', { level: 1, name: '页面没有加载成功' }),
    ).toBeVisible();
    expect(screen.getByText(zhCN['layout.chunk.script'])).toBeVisible();
  });

  it("shows the loading bar while a page's code is on its way, then the panel when it fails", async () => {
    let fail: (error: Error) => void = () => undefined;
    const pending = new Promise<never>((_, reject) => {
      fail = reject;
    });
    const routes = createRoutes([
      ...appPages(),
      { path: '/pending', lazy: page(() => pending), handle: { titleId: 'menu.home' } },
    ]);
    const { router } = await renderRoute('/', { routes });
    await act(async () => {
      void router.navigate('/pending');
      await Promise.resolve();
    });

    expect(await screen.findByRole('progressbar', { name: '页面加载中' })).toBeVisible();
    expect(screen.queryByText('页面没有加载成功')).not.toBeInTheDocument();

    await act(async () => fail(new TypeError('Failed to fetch dynamically imported module')));
    expect(
      await screen.findByRole('heading', { level: 1, name: '页面没有加载成功' }),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: '页面加载中' })).not.toBeInTheDocument();
  });

  it('shows a fallback when a page throws, while the header still navigates', async () => {
    const routes = createRoutes([
      ...appPages(),
      {
        path: '/broken',
        lazy: page(() => Promise.resolve({ default: BrokenPage })),
        handle: { titleId: 'menu.home' },
      },
    ]);
    const { router, events } = await renderRoute('/broken', { routes });

    expect(await screen.findByRole('heading', { level: 1, name: '页面出错了' })).toBeVisible();
    await events.click(
      within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', {
        name: '航运',
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: '船期查询' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: '页面出错了' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tool/shipDate');
  });

  it('keeps the section side menu when a page inside a section throws', async () => {
    const routes = createRoutes([
      ...appPages(),
      section('/lab', 'menu.other', [
        leaf('/lab/broken', () => Promise.resolve({ default: BrokenPage }), 'menu.test'),
        leaf('/lab/fine', () => Promise.resolve({ default: FlakyPage }), 'menu.home'),
      ]),
    ]);
    const { events } = await renderRoute('/lab/broken', { routes });

    expect(await screen.findByRole('heading', { level: 1, name: '页面出错了' })).toBeVisible();
    const sideMenu = within(screen.getByRole('navigation', { name: '关于平台' }));
    await events.click(sideMenu.getByRole('link', { name: '首页' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flaky page' })).toBeVisible();
  });
});
