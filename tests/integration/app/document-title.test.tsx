import { waitFor } from '@testing-library/react';

import { renderRoute } from '../../utils/render-route';

describe('document title', () => {
  it.each([
    ['/', 'zh-CN', '首页 - 货运交易平台'],
    ['/home', 'en-US', 'Home - Freight Trading Platform'],
    ['/business', 'zh-CN', '业务大厅 - 货运交易平台'],
    ['/business/foreignTrade/2', 'en-US', 'Enterprise directory - Freight Trading Platform'],
    ['/business/foreignTradeDetial', 'zh-CN', '企业详情 - 货运交易平台'],
    ['/business/newsDetial', 'en-US', 'Article - Freight Trading Platform'],
    ['/tool/customs', 'zh-CN', '海关编码查询 - 货运交易平台'],
    ['/tool/shipDate', 'en-US', 'Sailing schedules - Freight Trading Platform'],
    ['/other/clause', 'zh-CN', '服务条款与隐私政策 - 货运交易平台'],
    ['/nope', 'en-US', 'Page not found - Freight Trading Platform'],
  ] as const)('names %s in %s after its page', async (url, locale, title) => {
    await renderRoute(url, { locale });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
