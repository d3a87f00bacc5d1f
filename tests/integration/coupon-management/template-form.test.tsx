import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { addDays, chinaToday } from '@/contract/common/calendar';
import { CouponApi } from '@/contract/coupon/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';
import { buyAs, cancelAs, makeTemplate } from '../coupon-data';

type View = Awaited<ReturnType<typeof renderRoute>>;

const URL = '/coupon/couponManagement';
const FORWARDER = demoAccounts.forwarder.enterpriseId;

const storedNamed = (name: string) =>
  Object.values(db.couponTemplates).filter((row) => row.name === name);

async function openNew(view: View) {
  await view.events.click(await screen.findByRole('button', { name: '新建优惠券' }));
  return screen.findByRole('dialog', { name: '新建优惠券' });
}

async function openOn(view: View, template: string, action: '编辑' | '复制', title: string) {
  const card = await screen.findByRole('group', { name: template });
  await view.events.click(within(card).getByRole('button', { name: `${action} ${template}` }));
  return screen.findByRole('dialog', { name: title });
}

const save = (view: View, drawer: HTMLElement, name: '保存为草稿' | '保存') =>
  view.events.click(within(drawer).getByRole('button', { name }));

/** The field labelled `label` is described by `message` (antd ties the error to the control). */
const described = (label: string, message: RegExp) =>
  waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));

/** Replaces the text of the field labelled `label` in one input event (typing is slow in jsdom). */
async function fill(view: View, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await view.events.clear(input);
  await view.events.paste(text);
}

/** Fills a date picker and confirms the date as a keyboard user does. */
async function fillDate(view: View, label: string, day: string) {
  await fill(view, label, day);
  await view.events.keyboard('{Enter}');
}

describe('/coupon/couponManagement: the template form', () => {
  it('shows a bad percentage and a missing cap beside the fields, keeps them, then saves a draft', async () => {
    const view = await renderRoute(URL, { member: 'forwarder' });
    const before = Object.keys(db.couponTemplates).length;
    const drawer = await openNew(view);

    await fill(view, '优惠券名称', '整箱折扣测试券');
    await view.events.click(within(drawer).getByRole('radio', { name: '折扣券' }));
    await screen.findByLabelText('折扣比例');
    await fill(view, '折扣比例', '120');
    await fill(view, '使用门槛', '1000');
    await fill(view, '发行总量', '50');
    await save(view, drawer, '保存为草稿');

    await described('折扣比例', /折扣比例须为 1 到 99 之间的整数/);
    await described('最高优惠', /请填写最高优惠/);
    expect(screen.getByLabelText('折扣比例')).toHaveValue('120');
    expect(screen.getByLabelText('优惠券名称')).toHaveValue('整箱折扣测试券');
    expect(screen.getByLabelText('使用门槛')).toHaveValue('1000');
    expect(Object.keys(db.couponTemplates)).toHaveLength(before);

    await fill(view, '折扣比例', '15');
    await fill(view, '最高优惠', '200');
    await save(view, drawer, '保存为草稿');

    expect(await screen.findByText('已保存草稿「整箱折扣测试券」')).toBeVisible();
    const card = await screen.findByRole('group', { name: '整箱折扣测试券' });
    expect(card).toHaveTextContent('折扣券：15% 折扣，最高减 USD 200.00，满 USD 1,000.00 可用');
    expect(within(card).getByText('草稿')).toBeVisible();
    const [stored] = storedNamed('整箱折扣测试券');
    expect(stored).toMatchObject({
      enterpriseId: FORWARDER,
      kind: 'discount',
      currency: 'USD',
      percent: 15,
      cap: '200',
      threshold: '1000',
      totalQuantity: 50,
      perUserLimit: 1,
      price: '0',
      validityKind: 'days',
      validDays: 30,
      status: 'draft',
    });
    expect(stored?.faceValue).toBeUndefined();
  });

  it('refuses a threshold below the face value and a validity that ends before it starts or in the past', async () => {
    const view = await renderRoute(URL, { member: 'forwarder' });
    const drawer = await openNew(view);
    const today = chinaToday();

    await fill(view, '面额', '100');
    await fill(view, '使用门槛', '50');
    await view.events.click(within(drawer).getByRole('radio', { name: '固定日期' }));
    await fillDate(view, '有效期起', addDays(today, 10));
    await fillDate(view, '有效期止', addDays(today, 5));
    await save(view, drawer, '保存为草稿');

    await described('使用门槛', /使用门槛不能低于面额/);
    await described('有效期止', /有效期止不能早于有效期起/);
    expect(screen.getByLabelText('有效期止')).toHaveValue(addDays(today, 5));

    await fillDate(view, '有效期止', addDays(today, -1));
    await described('有效期止', /有效期止不能早于今天/);
  });

  it('shows a frozen template’s terms disabled, and lets its quantity only grow', async () => {
    const view = await renderRoute(URL, { member: 'forwarder' });
    const drawer = await openOn(view, '整箱运费 95 折', '编辑', '编辑优惠券');

    expect(within(drawer).getByText(/已有 16 张被领取或待支付/)).toBeVisible();
    expect(within(drawer).getByRole('radio', { name: '满减券' })).toBeDisabled();
    expect(within(drawer).getByRole('radio', { name: 'CNY' })).toBeDisabled();
    for (const label of ['折扣比例', '最高优惠', '使用门槛']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(screen.getByLabelText('折扣比例')).toHaveValue('5');
    expect(screen.getByLabelText('发行总量')).toBeEnabled();

    // Members were told there are 300: fewer is refused, though above the 16 taken.
    await fill(view, '发行总量', '200');
    await save(view, drawer, '保存');
    await described('发行总量', /发行总量只能增加，不能少于现在的 300 张/);
    expect(screen.getByLabelText('发行总量')).toHaveValue('200');
    expect(db.couponTemplates['7002']?.totalQuantity).toBe(300);

    await fill(view, '发行总量', '400');
    await save(view, drawer, '保存');
    expect(await screen.findByText('已保存「整箱运费 95 折」')).toBeVisible();
    await waitFor(() => expect(db.couponTemplates['7002']?.totalQuantity).toBe(400));
    expect(db.couponTemplates['7002']).toMatchObject({ percent: 5, cap: '300', status: 'active' });
  });

  it('keeps the price while a pack is on an unpaid order, and takes a new one once it is settled', async () => {
    const template = await makeTemplate({ price: '20.00', perUserLimit: 5, totalQuantity: 50 });
    const order = await buyAs('shipper', template.id, 2);
    const utils = await renderRoute(URL, { member: 'forwarder' });
    const drawer = await openOn(utils, template.name, '编辑', '编辑优惠券');

    await fill(utils, '售价（每张）', '25.00');
    await save(utils, drawer, '保存');
    await described('售价（每张）', /有 2 张优惠券在待支付的券包订单中，暂不能修改售价/);
    expect(screen.getByLabelText('售价（每张）')).toHaveValue('25.00');
    expect(db.couponTemplates[template.id]?.price).toBe('20.00');

    // The buyer cancels: nothing is held at the old price any more, as the page shows next time.
    await cancelAs('shipper', order.orderNo);
    utils.unmount();
    const view = await renderRoute(URL, { member: 'forwarder' });
    const again = await openOn(view, template.name, '编辑', '编辑优惠券');
    await fill(view, '售价（每张）', '25.00');
    await save(view, again, '保存');
    expect(await screen.findByText(`已保存「${template.name}」`)).toBeVisible();
    expect(db.couponTemplates[template.id]?.price).toBe('25.00');
  });

  it('copies a template into a prefilled new draft', async () => {
    const view = await renderRoute(URL, { member: 'forwarder' });
    const drawer = await openOn(view, '整箱运费 95 折', '复制', '复制为新优惠券');

    expect(screen.getByLabelText('优惠券名称')).toHaveValue('整箱运费 95 折 副本');
    expect(within(drawer).getByRole('radio', { name: '折扣券' })).toBeChecked();
    expect(screen.getByLabelText('折扣比例')).toHaveValue('5');
    expect(screen.getByLabelText('最高优惠')).toHaveValue('300');
    expect(screen.getByLabelText('使用门槛')).toHaveValue('2000');
    expect(screen.getByLabelText('发行总量')).toHaveValue('300');
    expect(screen.getByLabelText('有效天数')).toHaveValue('30');
    // A copy is a new template: nothing is frozen.
    expect(screen.getByLabelText('折扣比例')).toBeEnabled();

    await save(view, drawer, '保存为草稿');
    expect(await screen.findByText('已保存草稿「整箱运费 95 折 副本」')).toBeVisible();
    const [copy] = storedNamed('整箱运费 95 折 副本');
    expect(copy).toMatchObject({ kind: 'discount', percent: 5, cap: '300', status: 'draft' });
    expect(copy?.id).not.toBe('7002');
  });

  it('shows a field the server refuses beside it and keeps what was typed', async () => {
    server.use(
      http.post(`*${CouponApi.saveTemplate}`, () =>
        HttpResponse.json({
          code: 4000,
          message: 'The coupon name is already used.',
          data: { field: 'name' },
        }),
      ),
    );
    const view = await renderRoute(URL, { member: 'consolidator', locale: 'en-US' });
    await view.events.click(await screen.findByRole('button', { name: 'New coupon' }));
    const drawer = await screen.findByRole('dialog', { name: 'New coupon' });

    await fill(view, 'Coupon name', 'LCL spring');
    await fill(view, 'Face value', '30');
    await fill(view, 'Minimum order amount', '300');
    await fill(view, 'Total quantity', '20');
    await view.events.click(within(drawer).getByRole('button', { name: 'Save as draft' }));

    await described('Coupon name', /The coupon name is already used/);
    expect(screen.getByLabelText('Coupon name')).toHaveValue('LCL spring');
    expect(screen.getByLabelText('Face value')).toHaveValue('30');
    expect(storedNamed('LCL spring')).toHaveLength(0);
  });
});
