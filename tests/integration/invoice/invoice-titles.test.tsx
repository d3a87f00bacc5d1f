import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { InvoiceApi } from '@/contract/invoice/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

const URL = '/user/invoice';
const SHIPPER = demoAccounts.shipper.memberId;

const shipperEnterprise = () => {
  const enterprise = db.enterprises[demoAccounts.shipper.enterpriseId];
  if (!enterprise) throw new Error('no demo shipper enterprise');
  return enterprise;
};
const titlesList = () => screen.findByRole('list', { name: '我的发票抬头' });
const storedTitles = () =>
  Object.values(db.invoiceTitles).filter((row) => row.memberId === SHIPPER);

describe('/user/invoice titles', () => {
  it('lists the member’s titles, the default first, with type and number', async () => {
    await renderRoute(URL, { member: 'shipper' });
    const list = await titlesList();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first] = cards;
    expect(within(first as HTMLElement).getByText('增值税专用发票')).toBeVisible();
    expect(within(first as HTMLElement).getByText('默认')).toBeVisible();
    expect(
      within(first as HTMLElement).getByText(shipperEnterprise().unifiedSocialCreditCode),
    ).toBeVisible();
  });

  it('adds a general title; a wrong check character is named next to the field and kept', async () => {
    const view = await renderRoute(URL, { member: 'shipper' });
    await titlesList();
    await view.events.click(screen.getByRole('button', { name: /新增抬头/ }));
    const drawer = await screen.findByRole('dialog', { name: '新增发票抬头' });
    // A certified member starts on a special title filled with its enterprise.
    expect(within(drawer).getByLabelText('抬头名称')).toHaveValue(shipperEnterprise().name);
    await view.events.click(within(drawer).getByRole('radio', { name: '增值税普通发票' }));

    const name = within(drawer).getByLabelText('抬头名称');
    await view.events.clear(name);
    await view.events.type(name, '宁波海联北仑仓库');
    const taxNo = within(drawer).getByLabelText('纳税人识别号');
    const good = shipperEnterprise().unifiedSocialCreditCode;
    const wrong = `${good.slice(0, 17)}${good.endsWith('1') ? '2' : '1'}`;
    await view.events.clear(taxNo);
    await view.events.type(taxNo, wrong);
    await view.events.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('纳税人识别号的校验位不正确，请核对')).toBeVisible();
    expect(taxNo).toHaveValue(wrong);

    await view.events.clear(taxNo);
    await view.events.type(taxNo, '330206123456789');
    await view.events.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存抬头“宁波海联北仑仓库”')).toBeInTheDocument();
    await waitFor(() =>
      expect(storedTitles().map((row) => row.title)).toContain('宁波海联北仑仓库'),
    );
    expect(
      await within(await titlesList()).findByRole('article', { name: '宁波海联北仑仓库' }),
    ).toBeVisible();
  });

  it('takes a 100-character title holding a rare character whole, and saves it', async () => {
    // 𠀾 is one character and two UTF-16 units: a limit counted in units would cut the last one.
    const title = `𠀾${'远'.repeat(98)}司`;
    const view = await renderRoute(URL, { member: 'shipper' });
    await titlesList();
    await view.events.click(screen.getByRole('button', { name: /新增抬头/ }));
    const drawer = await screen.findByRole('dialog', { name: '新增发票抬头' });
    await view.events.click(within(drawer).getByRole('radio', { name: '增值税普通发票' }));
    const name = within(drawer).getByLabelText('抬头名称');
    await view.events.clear(name);
    await view.events.click(name);
    await view.events.paste(`${title}多余`);
    expect(name).toHaveValue(title);
    const taxNo = within(drawer).getByLabelText('纳税人识别号');
    await view.events.clear(taxNo);
    await view.events.type(taxNo, '330206123456789');
    await view.events.click(within(drawer).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(storedTitles().map((row) => row.title)).toContain(title));
  });

  it('checks a special title against the certified enterprise and asks for its bank details', async () => {
    const view = await renderRoute(URL, { member: 'shipper' });
    await titlesList();
    await view.events.click(screen.getByRole('button', { name: /新增抬头/ }));
    const drawer = await screen.findByRole('dialog', { name: '新增发票抬头' });
    const name = within(drawer).getByLabelText('抬头名称');
    await view.events.type(name, '分公司');
    await view.events.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(
      await within(drawer).findByText(
        `专用发票的抬头须与认证的企业名称“${shipperEnterprise().name}”一致`,
      ),
    ).toBeVisible();
    expect(await within(drawer).findByText('请填写银行账号')).toBeVisible();
    expect(await within(drawer).findByText('请填写开户银行')).toBeVisible();
    expect(name).toHaveValue(`${shipperEnterprise().name}分公司`);
    expect(storedTitles()).toHaveLength(2);
  });

  it('refuses to delete a title a pending application uses, and deletes another', async () => {
    const view = await renderRoute(URL, { member: 'shipper' });
    const list = await titlesList();
    const special = shipperEnterprise().name;
    await view.events.click(within(list).getByRole('button', { name: `删除 ${special}` }));
    await view.events.click(await screen.findByRole('button', { name: `确认删除 ${special}` }));
    expect(await screen.findByText('该抬头正被待开票的申请使用，不能删除')).toBeInTheDocument();
    expect(storedTitles()).toHaveLength(2);

    const general = storedTitles().find((row) => row.type === 'general')?.title ?? '';
    await view.events.click(within(list).getByRole('button', { name: `删除 ${general}` }));
    await view.events.click(await screen.findByRole('button', { name: `确认删除 ${general}` }));
    expect(await screen.findByText(`已删除抬头“${general}”`)).toBeInTheDocument();
    await waitFor(() => expect(storedTitles()).toHaveLength(1));
  });

  it('offers Retry when the titles cannot be loaded', async () => {
    server.use(
      http.get(`*${InvoiceApi.titles}`, () =>
        HttpResponse.json({ code: 5000, message: 'boom' }, { status: 200 }),
      ),
    );
    await renderRoute(URL, { member: 'shipper' });
    expect(await screen.findByText('发票抬头没有加载成功')).toBeVisible();
    expect(screen.getByRole('button', { name: /重试/ })).toBeVisible();
  });
});
