import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { API_PREFIX } from '@/contract/http';
import { TenderApi } from '@/contract/tender/paths';
import { clearTokens } from '@/lib/session';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import {
  chinaDate,
  fillCommon,
  openForm,
  pickOption,
  pickPort,
  publish,
  review,
  tendersOf,
  typeDate,
} from './issue-form';

describe('/business/tenderIssue', { timeout: 150_000 }, () => {
  it('publishes an FCL tender after the review and opens its detail', async () => {
    const view = await openForm();
    const before = tendersOf(demoAccounts.shipper.memberId).length;

    const typed = await fillCommon(view);
    await pickOption(view, '第 1 行箱型', '40HQ · 40英尺高柜');
    const quantity = screen.getByLabelText('第 1 行箱量');
    await view.events.clear(quantity);
    await view.events.type(quantity, '3');
    await review(view);

    const summary = await screen.findByRole('region', { name: '确认招标信息' });
    expect(within(summary).getByText('上海至洛杉矶整箱测试')).toBeVisible();
    expect(within(summary).getByText(/3 × 40HQ/)).toBeVisible();
    await publish(view);

    await waitFor(() =>
      expect(view.router.state.location.pathname).toMatch(/^\/business\/tendering\/./),
    );
    const created = tendersOf(demoAccounts.shipper.memberId);
    expect(created).toHaveLength(before + 1);
    const row = created.find((tender) => tender.title === '上海至洛杉矶整箱测试');
    expect(row).toMatchObject({
      shipmentType: 'FCL',
      pol: 'CNSHA',
      pod: 'USLAX',
      containers: [{ type: '40HQ', quantity: 3 }],
      readyDate: typed.ready,
      bidDeadline: Date.parse(`${typed.deadlineDay}T18:00:00+08:00`),
    });
  });

  it('publishes an LCL tender with volume, weight, packages and the optional fields', async () => {
    const view = await openForm();

    await view.events.click(screen.getByText(/LCL · 拼箱/));
    await fillCommon(view);
    await view.events.type(await screen.findByLabelText('体积（立方米）'), '12.125');
    await view.events.type(screen.getByLabelText('毛重（千克）'), '3200.5');
    await view.events.type(screen.getByLabelText('件数'), '40');
    await view.events.type(screen.getByLabelText('HS 编码（选填）'), '8201.90');
    await view.events.click(screen.getByText('CNY'));
    await view.events.type(screen.getByLabelText('预算（选填）'), '28000.50');
    await view.events.type(screen.getByLabelText('备注（选填）'), '需木箱包装');
    await review(view);
    await screen.findByRole('region', { name: '确认招标信息' });
    await publish(view);

    await waitFor(() =>
      expect(view.router.state.location.pathname).toMatch(/^\/business\/tendering\/./),
    );
    const row = tendersOf(demoAccounts.shipper.memberId).find(
      (tender) => tender.title === '上海至洛杉矶整箱测试',
    );
    expect(row).toMatchObject({
      shipmentType: 'LCL',
      volumeCbm: '12.125',
      weightKg: '3200.5',
      packages: 40,
      hsCode: '820190',
      currency: 'CNY',
      budget: '28000.50',
      remarks: '需木箱包装',
      containers: [],
    });
  });

  it('shows each problem next to its field and sends nothing', async () => {
    const view = await openForm();
    const before = Object.keys(db.tenders).length;

    await view.events.type(screen.getByLabelText('HS 编码（选填）'), '12345');
    await view.events.type(screen.getByLabelText('预算（选填）'), '12.345');
    await typeDate(view, '货好日期', chinaDate(5));
    await typeDate(view, '投标截止时间', `${chinaDate(6)} 10:00`);
    await review(view);

    const described = async (label: string, message: RegExp) =>
      waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
    await described('招标标题', /请输入招标标题/);
    await described('起运港', /请选择起运港/);
    await described('目的港', /请选择目的港/);
    await described('第 1 行箱型', /请选择箱型/);
    await described('货物名称', /请输入货物名称/);
    await described('HS 编码（选填）', /6–10 位数字/);
    await described('预算（选填）', /最多 2 位小数/);
    await described('投标截止时间', /截止时间须早于货好日期/);
    expect(screen.queryByRole('region', { name: '确认招标信息' })).not.toBeInTheDocument();
    expect(Object.keys(db.tenders)).toHaveLength(before);
  });

  it('refuses a container type listed twice and the same port at both ends', async () => {
    const view = await openForm('/business/tenderIssue?pol=CNSHA');
    await pickPort(view, '目的港', 'CNSHA');
    await pickOption(view, '第 1 行箱型', '40HQ · 40英尺高柜');
    await view.events.click(screen.getByRole('button', { name: /添加箱型/ }));
    await pickOption(view, '第 2 行箱型', '40HQ · 40英尺高柜');
    await review(view);

    await waitFor(() =>
      expect(screen.getByLabelText('第 2 行箱型')).toHaveAccessibleDescription(/40HQ 已在上面列出/),
    );
    expect(screen.getByLabelText('目的港')).toHaveAccessibleDescription(/不能与起运港相同/);
  });

  it('shows a server refusal of a container line next to that line, keeping everything', async () => {
    const view = await openForm();
    server.use(
      http.post(
        `*${API_PREFIX}${TenderApi.create}`,
        () =>
          HttpResponse.json({
            code: 4000,
            message: '箱量超出船司可接受范围',
            data: { field: 'containers.0.quantity' },
          }),
        { once: true },
      ),
    );
    await fillCommon(view);
    await pickOption(view, '第 1 行箱型', '40HQ · 40英尺高柜');
    await review(view);
    await screen.findByRole('region', { name: '确认招标信息' });
    await publish(view);

    const quantity = await screen.findByLabelText('第 1 行箱量');
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('箱量超出船司可接受范围'));
    expect(screen.getByLabelText('招标标题')).toHaveValue('上海至洛杉矶整箱测试');
    expect(screen.getByLabelText('货物名称')).toHaveValue('园艺工具');
  });

  it('fills the lane and shipment type in from the address', async () => {
    await openForm('/business/tenderIssue?pol=CNNGB&pod=DEHAM&shipmentType=LCL');

    expect(await screen.findByTitle(/\(CNNGB\)$/)).toBeInTheDocument();
    expect(await screen.findByTitle(/\(DEHAM\)$/)).toBeInTheDocument();
    expect(screen.getByLabelText(/LCL/)).toBeChecked();
    expect(screen.getByLabelText('体积（立方米）')).toBeInTheDocument();
  });

  it('fills the container line and the ready date in from a lane tender address', async () => {
    await openForm(
      `/business/tenderIssue?pol=CNSHA&pod=PGPOM&shipmentType=FCL&containerType=40HQ&quantity=3&readyDate=${chinaDate(9)}`,
    );

    expect(await screen.findByTitle(/\(PGPOM\)$/)).toBeInTheDocument();
    expect(screen.getByTitle(/^40HQ/)).toBeInTheDocument();
    expect(screen.getByLabelText('第 1 行箱量')).toHaveValue('3');
    expect(screen.getByLabelText('货好日期')).toHaveValue(chinaDate(9));
  });

  it('keeps everything when going back from the review', async () => {
    const view = await openForm();
    await fillCommon(view);
    await pickOption(view, '第 1 行箱型', '20GP · 20英尺普柜');
    await view.events.type(screen.getByLabelText('备注（选填）'), '请报含港杂的价格');
    await review(view);
    await screen.findByRole('region', { name: '确认招标信息' });

    await view.events.click(screen.getByRole('button', { name: /返回修改/ }));
    expect(screen.getByLabelText('招标标题')).toHaveValue('上海至洛杉矶整箱测试');
    expect(screen.getByLabelText('备注（选填）')).toHaveValue('请报含港杂的价格');
    expect(screen.getByLabelText('货好日期')).toHaveValue(chinaDate(12));
    expect(screen.getByLabelText('投标截止时间')).toHaveValue(`${chinaDate(4)} 18:00`);
    expect(screen.getAllByTitle('20GP · 20英尺普柜')[0]).toBeInTheDocument();
  });

  it('restores the draft after leaving the page, and after logging out and in again', async () => {
    let view = await openForm();
    await view.events.type(screen.getByLabelText('招标标题'), '草稿恢复测试');
    await view.events.type(screen.getByLabelText('货物名称'), '五金配件');
    view.unmount();

    view = await openForm();
    expect(screen.getByText(/已恢复你上次填写但未提交的内容/)).toBeVisible();
    expect(screen.getByLabelText('招标标题')).toHaveValue('草稿恢复测试');
    view.unmount();

    // An ended session leaves the draft; the same member finds it again, another member does not.
    clearTokens();
    view = await openForm('/business/tenderIssue', 'newbie');
    expect(screen.getByLabelText('招标标题')).toHaveValue('');
    expect(screen.queryByText(/已恢复你上次填写但未提交的内容/)).not.toBeInTheDocument();
    view.unmount();
    clearTokens();

    view = await openForm();
    expect(screen.getByLabelText('招标标题')).toHaveValue('草稿恢复测试');
    expect(screen.getByLabelText('货物名称')).toHaveValue('五金配件');

    await view.events.click(screen.getByRole('button', { name: '丢弃草稿' }));
    await waitFor(() => expect(screen.getByLabelText('招标标题')).toHaveValue(''));
    expect(screen.queryByText(/已恢复你上次填写但未提交的内容/)).not.toBeInTheDocument();
  });

  it('tells an uncertified shipper up front, and shows the refusal with the way to certify', async () => {
    const view = await openForm('/business/tenderIssue', 'newbie');
    expect(screen.getByText('企业认证通过后才能发布招标')).toBeVisible();
    expect(screen.getAllByRole('link', { name: '前往企业认证' })[0]).toHaveAttribute(
      'href',
      '/subBaseInfo',
    );

    await fillCommon(view);
    await pickOption(view, '第 1 行箱型', '40HQ · 40英尺高柜');
    await review(view);
    await screen.findByRole('region', { name: '确认招标信息' });
    await publish(view);

    await screen.findByText(/发布未成功/);
    const alert = screen
      .getAllByRole('alert')
      .find((element) => /发布未成功/.test(element.textContent ?? '')) as HTMLElement;
    expect(alert).toHaveTextContent('企业');
    expect(within(alert).getByRole('link', { name: '前往企业认证' })).toBeVisible();
    expect(tendersOf(demoAccounts.newbie.memberId)).toHaveLength(0);
  });
});
