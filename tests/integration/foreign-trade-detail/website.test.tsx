import { screen, within } from '@testing-library/react';

import type { AppLocale } from '@/config/constants';
import { db } from '@mock/core/store';
import type { EnterpriseRow } from '@mock/domains/member/schema';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

const forwarder = () => db.enterprises[demoAccounts.forwarder.enterpriseId] as EnterpriseRow;
const PROFILE: Record<AppLocale, string> = {
  'zh-CN': '企业信息',
  'en-US': 'Company profile',
  'ar-EG': 'ملف المؤسسة',
};

async function openProfile(locale: AppLocale = 'zh-CN') {
  await renderRoute(`/business/foreignTradeDetial?id=${forwarder().id}`, { locale });
  return screen.findByRole('region', { name: PROFILE[locale] });
}

describe('/business/foreignTradeDetial: the company website', { timeout: 45_000 }, () => {
  const site = 'https://www.yuanhang-logistics.example/en/';
  it.each<[AppLocale, string]>([
    ['zh-CN', `${site}（在新标签页打开）`],
    ['en-US', `${site} (opens in a new tab)`],
    // In Arabic the address is isolated from the words around it (it keeps its own direction).
    ['ar-EG', `\u2068${site}\u2069 (يُفتح في علامة تبويب جديدة)`],
  ])('shows a visitor the https site as a link to a new tab (%s)', async (locale, name) => {
    const profile = await openProfile(locale);
    const link = within(profile).getByRole('link', { name });
    expect(link).toHaveAttribute('href', 'https://www.yuanhang-logistics.example/en/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['javascript:alert(1)', '只打开 https 地址，此地址未打开'],
    ['http://www.yuanhang-logistics.example', '只打开 https 地址，此地址未打开'],
    ['https://user:pw@www.yuanhang-logistics.example', '地址中含用户名或密码，为安全未打开'],
  ])('shows %s from the server as text that cannot be clicked, and why', async (site, reason) => {
    forwarder().website = site;
    const profile = await openProfile();

    expect(within(profile).getByText(site)).toBeVisible();
    expect(within(profile).getByText(reason)).toBeVisible();
    expect(within(profile).queryAllByRole('link')).toEqual([]);
  });

  it('says so when the company has not given a site', async () => {
    delete forwarder().website;
    const profile = await openProfile();
    // Every other fact of the demo forwarder is given: the one "not given" is the web site.
    expect(within(profile).getByText('企业官网')).toBeVisible();
    expect(within(profile).getByText('未填写')).toBeVisible();
    expect(within(profile).queryAllByRole('link')).toEqual([]);
  });
});
