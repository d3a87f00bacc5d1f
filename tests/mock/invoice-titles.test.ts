import { creditCodeCheckChar } from '@/contract/common/credit-code';
import { InvoiceApi } from '@/contract/invoice/paths';
import type { InvoiceTitle, InvoiceTitles, TitleInput } from '@/contract/invoice/types';
import { db } from '@mock/core/store';
import type { DemoKind } from '@mock/testing';

import { call } from './helpers';
import { tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

const titles = (kind: DemoKind = 'shipper') =>
  call<InvoiceTitles>('GET', InvoiceApi.titles, { token: tokenOf(kind) }).then((reply) => ({
    ...reply,
    data: reply.data?.titles,
  }));
const save = (
  body: Partial<TitleInput> & { id?: string },
  kind: DemoKind = 'shipper',
  lang?: 'en-US',
) =>
  call<InvoiceTitle>('POST', InvoiceApi.saveTitle, {
    body,
    token: tokenOf(kind),
    ...(lang ? { lang } : {}),
  });
const remove = (id: string, kind: DemoKind = 'shipper') =>
  call<null>('POST', InvoiceApi.deleteTitle, { body: { id }, token: tokenOf(kind) });

/** The demo shipper's certified enterprise. */
function shipperEnterprise() {
  const enterprise = db.enterprises['2001'];
  if (!enterprise) throw new Error('no demo shipper enterprise');
  return enterprise;
}

const special = (overrides: Partial<TitleInput> = {}): TitleInput => ({
  type: 'special',
  title: shipperEnterprise().name,
  taxNo: shipperEnterprise().unifiedSocialCreditCode,
  address: '宁波市北仑区新碶街道明州路 1 号',
  phone: '0574-87650001',
  bank: '中国银行宁波分行',
  account: '3512 5800 0010 2345 678',
  ...overrides,
});

describe(`GET ${InvoiceApi.titles}`, () => {
  it('lists the member’s own titles, the seeded default first', async () => {
    const reply = await titles();
    expect(reply.code).toBe(200);
    expect(reply.data?.map((title) => [title.type, title.isDefault])).toEqual([
      ['special', true],
      ['general', false],
    ]);
    expect(reply.data?.[0]?.title).toBe(shipperEnterprise().name);
    expect((await titles('forwarder')).data).toHaveLength(1);
  });

  it('says what a special title must carry: the certified enterprise, if any', async () => {
    const shipper = await call<InvoiceTitles>('GET', InvoiceApi.titles, {
      token: tokenOf('shipper'),
    });
    expect(shipper.data?.certified).toEqual({
      name: shipperEnterprise().name,
      taxNo: shipperEnterprise().unifiedSocialCreditCode,
    });
    const newbie = await call<InvoiceTitles>('GET', InvoiceApi.titles, {
      token: tokenOf('newbie'),
    });
    expect(newbie.data).toEqual({ titles: [] });
  });

  it('answers 4098 without a session', async () => {
    expect((await call('GET', InvoiceApi.titles)).code).toBe(4098);
  });
});

describe(`POST ${InvoiceApi.saveTitle}`, () => {
  it('stores a general title with a legacy number, upper case and without spaces', async () => {
    const reply = await save({
      type: 'general',
      title: '宁波办事处',
      taxNo: ' 3302 0612 3456 78x ',
    });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      type: 'general',
      taxNo: '33020612345678X',
      isDefault: false,
    });
    expect(db.invoiceTitles[reply.data?.id ?? '']).toMatchObject({ memberId: '1001' });
  });

  it('accepts a 100-character title holding a rare character, and refuses 101', async () => {
    // 𠀾 is one character (two UTF-16 units): the title is 100 characters and 101 units long.
    const title = `𠀾${'远'.repeat(98)}司`;
    const reply = await save({ type: 'general', title, taxNo: '330206123456789' });
    expect(reply.code).toBe(200);
    expect(reply.data?.title).toBe(title);

    const longer = await save({ type: 'general', title: `${title}司`, taxNo: '330206123456789' });
    expect(longer.code).toBe(4000);
  });

  it('makes a title saved as default the only default', async () => {
    const reply = await save({
      type: 'general',
      title: '宁波办事处',
      taxNo: '330206123456789',
      isDefault: true,
    });
    const list = (await titles()).data ?? [];
    expect(list[0]?.id).toBe(reply.data?.id);
    expect(list.filter((title) => title.isDefault)).toHaveLength(1);
  });

  it('names the taxpayer number when its check character is wrong', async () => {
    const good = shipperEnterprise().unifiedSocialCreditCode;
    const wrong = `${good.slice(0, 17)}${good.endsWith('1') ? '2' : '1'}`;
    const reply = await save({ type: 'general', title: '错号', taxNo: wrong });
    expect(reply).toMatchObject({ code: 4000, message: '纳税人识别号的校验位不正确，请核对' });
    const english = await save({ type: 'general', title: 'x', taxNo: '12345' }, 'shipper', 'en-US');
    expect(english.message).toMatch(/^Taxpayer number must be the 18-character/);
  });

  it('refuses a special title that is not the certified enterprise, or lacks its bank details', async () => {
    const name = shipperEnterprise().name;
    expect(await save(special({ title: '别家公司' }))).toMatchObject({
      code: 4000,
      message: `专用发票的抬头须与认证的企业名称“${name}”一致`,
    });
    const first17 = '91330206MA2AB1C2D';
    const otherCode = `${first17}${creditCodeCheckChar(first17) ?? ''}`;
    expect((await save(special({ taxNo: otherCode }))).message).toBe(
      '专用发票的税号须与认证的统一社会信用代码一致',
    );
    expect((await save(special({ taxNo: '330206123456789' }))).message).toBe(
      '专用发票须使用 18 位统一社会信用代码',
    );
    expect((await save(special({ account: '' }))).message).toBe('请填写银行账号');
    // The name compares without spaces and with either kind of brackets.
    expect((await save(special({ title: ` ${name} ` }))).code).toBe(200);
  });

  it('offers special invoices only to a certified enterprise', async () => {
    const reply = await save(special(), 'newbie');
    expect(reply).toMatchObject({ code: 4000, message: '企业认证通过后才能开具增值税专用发票' });
  });

  it('edits only the member’s own titles', async () => {
    const [mine] = (await titles()).data ?? [];
    const theirs = (await titles('forwarder')).data?.[0];
    expect(
      (await save({ ...special({ phone: '0574-11112222' }), id: mine?.id })).data,
    ).toMatchObject({
      id: mine?.id,
      phone: '0574-11112222',
      isDefault: true,
    });
    expect((await save({ ...special(), id: theirs?.id })).code).toBe(4003);
    expect((await save({ ...special(), id: '999999' })).code).toBe(4004);
  });
});

describe(`POST ${InvoiceApi.deleteTitle}`, () => {
  it('deletes a title; the next one becomes the default', async () => {
    const added = await save({
      type: 'general',
      title: '宁波办事处',
      taxNo: '330206123456789',
      isDefault: true,
    });
    const id = added.data?.id ?? '';
    expect((await remove(id)).code).toBe(200);
    const list = (await titles()).data ?? [];
    // The newest of the others: the seeded general title (20 days old; the special one is 40).
    expect(list.map((title) => [title.type, title.isDefault])).toEqual([
      ['general', true],
      ['special', false],
    ]);
    expect((await remove(id)).code).toBe(4004);
  });

  it('refuses another member’s title', async () => {
    const theirs = (await titles('forwarder')).data?.[0];
    expect((await remove(theirs?.id ?? '')).code).toBe(4003);
    expect((await titles('forwarder')).data).toHaveLength(1);
  });
});
