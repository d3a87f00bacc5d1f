import { screen, waitFor, within } from '@testing-library/react';

import { languageButton, pickLanguage } from '../../utils/language-menu';
import { renderRoute } from '../../utils/render-route';

const mainNav = () => screen.getByRole('navigation', { name: /主导航|Main navigation/ });

describe('global header', () => {
  it('shows the header navigation in Chinese with its addresses', async () => {
    await renderRoute('/');
    const links = within(mainNav()).getAllByRole('link');

    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['首页', '/'],
      ['外贸企业', '/business/foreignTrade/1'],
      ['货代企业', '/business/foreignTrade/2'],
      ['集卡车队', '/business/foreignTrade/4'],
      ['航运', '/tool/shipDate'],
      ['会员', '/user/personalCenter'],
      ['运价市场', '/business/market'],
      ['帮助中心', '/business/newsList?category=help'],
    ]);
    expect(screen.getByRole('link', { name: '登录' })).toBeVisible();
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
  });

  it('shows the navigation in English', async () => {
    await renderRoute('/', { locale: 'en-US' });
    const labels = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);

    expect(labels).toEqual([
      'Home',
      'Shippers',
      'Forwarders',
      'Trucking fleets',
      'Shipping',
      'Members',
      'Marketplace',
      'Help centre',
    ]);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  it('marks the current area with aria-current', async () => {
    await renderRoute('/business/foreignTrade/2');
    const nav = within(mainNav());

    expect(nav.getByRole('link', { name: '货代企业' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: '外贸企业' })).not.toHaveAttribute('aria-current');
  });

  it('sends the login button to login with the current page as the return address', async () => {
    await renderRoute('/business/market?pol=CNSHA');
    const href = screen.getByRole('link', { name: '登录' }).getAttribute('href') ?? '';

    expect(new URL(href, window.location.origin).searchParams.get('reject')).toBe(
      `${window.location.origin}/business/market?pol=CNSHA`,
    );
  });

  it('switches the language in place and sets <html lang>', async () => {
    const { router, events } = await renderRoute('/tool/shipDate');
    expect(screen.getByRole('heading', { level: 1, name: '船期查询' })).toBeVisible();

    await pickLanguage(events, '简体中文', 'English');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sailing schedules' }),
    ).toBeVisible();
    expect(within(mainNav()).getByRole('link', { name: 'Shipping' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(router.state.location.pathname).toBe('/tool/shipDate');

    await pickLanguage(events, 'English', '简体中文');
    expect(await screen.findByRole('heading', { level: 1, name: '船期查询' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'zh-CN');
  });

  it('opens the language menu from the keyboard, the focus back on its button when it closes', async () => {
    const { events } = await renderRoute('/tool/shipDate');
    languageButton('简体中文').focus();

    // The menu's code loads as the button takes the focus; on the first press the menu's trigger
    // draws the button again (a new element), so it is looked up each time.
    await events.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', undefined, { timeout: 10_000 });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: '简体中文' })).toHaveFocus(),
    );
    await events.keyboard('{Escape}');
    await waitFor(() => expect(languageButton('简体中文')).toHaveFocus());
    const button = languageButton('简体中文');

    // Arrows and Enter in the menu are antd's (the e2e language-menu spec presses them); a pick by
    // pointer closes it too.
    await events.click(button);
    // The menu takes the focus a few frames after it opens (antd's autoFocus), as it did above.
    await waitFor(() =>
      expect(
        within(screen.getByRole('menu')).getByRole('menuitem', { name: '简体中文' }),
      ).toHaveFocus(),
    );
    await events.click(screen.getByRole('menuitem', { name: 'English' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sailing schedules' }),
    ).toBeVisible();
    await waitFor(() => expect(languageButton('English')).toHaveFocus());
  });

  it('opens the navigation drawer from the labelled menu button', async () => {
    const { router, events } = await renderRoute('/');

    await events.click(screen.getByRole('button', { name: '打开导航菜单' }));
    const drawer = await screen.findByRole('dialog');
    await events.click(within(drawer).getByRole('link', { name: '集卡车队' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/business/foreignTrade/4'));
  });

  it('shows a member their name and type, and logs out to the home page', async () => {
    const { router, events, member } = await renderRoute('/user/personalCenter', {
      member: 'forwarder',
    });
    const name = member?.nickname || member?.username || '';

    const trigger = await screen.findByRole('button', { name: new RegExp(name) });
    expect(trigger).toHaveTextContent('货代企业');
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();

    await events.click(trigger);
    await events.click(await screen.findByRole('button', { name: '退出登录' }));

    expect(await screen.findByRole('link', { name: '登录' })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('links the footer to the /other pages', async () => {
    await renderRoute('/');
    const footer = within(screen.getByRole('navigation', { name: '页脚导航' }));

    expect(footer.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/other/about');
    expect(footer.getByRole('link', { name: '联系我们' })).toHaveAttribute(
      'href',
      '/other/contact',
    );
    expect(footer.getByRole('link', { name: '服务条款与隐私政策' })).toHaveAttribute(
      'href',
      '/other/clause',
    );
  });

  it('offers a skip link to the main content', async () => {
    await renderRoute('/');
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
