import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { AppLocale } from '@/config/constants';
import { API_PREFIX } from '@/contract/http';
import { MemberApi } from '@/contract/member/paths';
import { db } from '@mock/core/store';
import type { EnterpriseRow } from '@mock/domains/member/schema';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

type View = Awaited<ReturnType<typeof renderRoute>>;

/** The new account's enterprise, which has no web site in the seed. */
const company = () => db.enterprises[demoAccounts.newbie.enterpriseId] as EnterpriseRow;
const LABEL: Record<AppLocale, string> = {
  'zh-CN': '企业官网',
  'en-US': 'Company website',
  'ar-EG': 'الموقع الإلكتروني للمؤسسة',
};
const SAVE: Record<AppLocale, RegExp> = {
  'zh-CN': /保存修改/,
  'en-US': /Save changes/,
  'ar-EG': /حفظ التغييرات/,
};

async function openPage(locale: AppLocale = 'zh-CN') {
  const view = await renderRoute('/user/changeBaseInfo', { member: 'newbie', locale });
  await screen.findByLabelText(LABEL[locale]);
  return view;
}

async function typeWebsite({ events }: View, text: string, locale: AppLocale = 'zh-CN') {
  const input = screen.getByLabelText(LABEL[locale]);
  await events.clear(input);
  if (text) await events.paste(text);
  return input;
}

const save = ({ events }: View, locale: AppLocale = 'zh-CN') =>
  events.click(screen.getByRole('button', { name: SAVE[locale] }));

describe('/user/changeBaseInfo: the company website', { timeout: 60_000 }, () => {
  it('saves a website, and clears it when emptied', async () => {
    const view = await openPage();
    expect(company().website).toBeUndefined();

    await typeWebsite(view, '  https://www.ruifeng-foods.example/zh/ ');
    await save(view);
    await waitFor(() => expect(company().website).toBe('https://www.ruifeng-foods.example/zh/'));
    expect(await screen.findByLabelText('企业官网')).toHaveValue(
      'https://www.ruifeng-foods.example/zh/',
    );
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).not.toBeInTheDocument());

    await typeWebsite(view, '');
    await save(view);
    await waitFor(() => expect(company().website).toBe(''));
    expect(screen.getByLabelText('企业官网')).toHaveValue('');
  });

  it.each<[string, AppLocale, string]>([
    [
      'http://www.ruifeng-foods.example',
      'zh-CN',
      '请输入以 https:// 开头的网址（不支持 http:// 等其他协议）',
    ],
    ['javascript:alert(1)', 'zh-CN', '请输入以 https:// 开头的网址（不支持 http:// 等其他协议）'],
    ['https://user:pw@www.ruifeng-foods.example', 'zh-CN', '网址中不能含用户名或密码'],
    ['www.ruifeng-foods.example', 'zh-CN', '请输入完整的网址，如 https://www.example.com'],
    [
      'http://www.ruifeng-foods.example',
      'en-US',
      'Enter an address starting with https:// (http:// and other schemes are not accepted).',
    ],
  ])('refuses %s (%s) next to the field and keeps it as typed', async (site, locale, message) => {
    const view = await openPage(locale);

    const input = await typeWebsite(view, site, locale);
    await save(view, locale);

    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    expect(input).toHaveValue(site);
    expect(company().website).toBeUndefined();
  });

  it('shows the server’s refusal of the website next to the field', async () => {
    const view = await openPage();
    server.use(
      http.post(
        `*${API_PREFIX}${MemberApi.updateMemberInfo}`,
        () =>
          HttpResponse.json({
            code: 4000,
            message: '企业官网须为 https:// 开头的网址',
            data: { field: 'enterprise.website' },
          }),
        { once: true },
      ),
    );

    const input = await typeWebsite(view, 'https://www.ruifeng-foods.example');
    await save(view);

    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('企业官网须为 https:// 开头的网址'),
    );
    expect(input).toHaveValue('https://www.ruifeng-foods.example');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
