import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { TenderApi } from '@/contract/tender/paths';
import { db } from '@mock/core/store';
import type { TenderRow } from '@mock/domains/tender/schema';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';
import { must, tendersWhere } from '../tendering/helpers';

const urlOf = (tender: TenderRow) => `/business/tendering/${tender.id}`;
const memberOf = (kind: keyof typeof demoAccounts) => demoAccounts[kind].memberId;
const hasBidBy = (tender: TenderRow, kind: keyof typeof demoAccounts) =>
  Object.values(db.bids).some(
    (bid) => bid.tenderId === tender.id && bid.bidderId === memberOf(kind),
  );
const first = (test: (tender: TenderRow) => boolean) => {
  const found = tendersWhere((tender) => tender.status === 'open' && test(tender))[0];
  if (!found) throw new Error('no such tender in the seed');
  return found;
};
const notMine = (tender: TenderRow) => tender.issuerId !== memberOf('shipper');
const enterpriseOf = (tender: TenderRow) =>
  must(db.enterprises[tender.enterpriseId], 'enterprise of the tender');
const link = (name: string | RegExp) => screen.getByRole('link', { name });

// Generous: the first render of a route loads its lazy modules, slow on a busy machine.
describe('/business/tendering/:tenderId', { timeout: 45_000 }, () => {
  it('shows a visitor the whole tender but asks to log in for contact details and to bid', async () => {
    const tender = first(notMine);
    await renderRoute(urlOf(tender));

    expect(await screen.findByRole('heading', { level: 1, name: tender.title })).toBeVisible();
    expect(screen.getByText(`招标编号 ${tender.tenderNo}`)).toBeVisible();
    const facts = screen.getByRole('region', { name: '招标信息' });
    expect(facts).toHaveTextContent(
      new RegExp(`航线.*\\(${tender.pol}\\) → 至 .*\\(${tender.pod}\\)`),
    );
    expect(within(facts).getByText(tender.incoterm, { exact: false })).toBeVisible();
    expect(facts).toHaveTextContent(/投标截止\d{4}\/\d\d\/\d\d \d\d:\d\d GMT\+8/);
    const bidding = screen.getByRole('region', { name: '投标' });
    expect(within(bidding).getByRole('timer')).toHaveTextContent(/\d\d:\d\d:\d\d$/);
    expect(within(bidding).getByText(/\d+ 份投标/)).toBeVisible();

    const here = encodeURIComponent(urlOf(tender));
    expect(link('登录后投标')).toHaveAttribute('href', `/login?reject=${here}`);
    const issuer = screen.getByRole('region', { name: '招标企业' });
    expect(within(issuer).getByText(enterpriseOf(tender).name)).toBeVisible();
    expect(within(issuer).getByRole('link', { name: '登录后查看联系方式' })).toHaveAttribute(
      'href',
      `/login?reject=${here}`,
    );
    expect(screen.queryByText(enterpriseOf(tender).contactPhone)).not.toBeInTheDocument();
  });

  it('shows a member the contact details and tells another shipper that bidding is for carriers', async () => {
    const tender = first(notMine);
    await renderRoute(urlOf(tender), { member: 'shipper' });

    const issuer = await screen.findByRole('region', { name: '招标企业' });
    const enterprise = enterpriseOf(tender);
    expect(await within(issuer).findByText(enterprise.contactName)).toBeVisible();
    expect(within(issuer).getByRole('link', { name: enterprise.contactPhone })).toHaveAttribute(
      'href',
      `tel:${enterprise.contactPhone}`,
    );
    expect(within(issuer).getByText('已认证企业')).toBeVisible();
    expect(screen.getByText('投标面向货代企业和集拼企业。')).toBeVisible();
    expect(screen.queryByRole('link', { name: '投标' })).not.toBeInTheDocument();
  });

  it('lets the issuer manage the bids', async () => {
    const tender = first((row) => !notMine(row));
    await renderRoute(urlOf(tender), { member: 'shipper' });

    expect(await screen.findByRole('link', { name: '管理投标' })).toHaveAttribute(
      'href',
      `/business/myTenderBid?tenderId=${tender.id}`,
    );
  });

  it('offers a forwarder to bid, or to revise the bid it already made', async () => {
    const fresh = first((row) => !hasBidBy(row, 'forwarder'));
    const view = await renderRoute(urlOf(fresh), { member: 'forwarder' });
    expect(await screen.findByRole('link', { name: '投标' })).toHaveAttribute(
      'href',
      `/business/quote?tenderId=${fresh.id}`,
    );
    view.unmount();

    const bidOn = first((row) =>
      Object.values(db.bids).some(
        (bid) =>
          bid.tenderId === row.id &&
          bid.bidderId === memberOf('forwarder') &&
          bid.status === 'submitted',
      ),
    );
    await renderRoute(urlOf(bidOn), { member: 'forwarder' });
    expect(await screen.findByRole('link', { name: '查看 / 修改我的投标' })).toHaveAttribute(
      'href',
      `/business/quote?tenderId=${bidOn.id}`,
    );
  });

  it('tells a consolidator why it cannot bid on an FCL tender, and lets it bid on LCL', async () => {
    const fcl = first((row) => row.shipmentType === 'FCL' && !hasBidBy(row, 'consolidator'));
    const view = await renderRoute(urlOf(fcl), { member: 'consolidator' });
    expect(
      await screen.findByText('集拼企业只能投拼箱（LCL）招标，此招标为整箱（FCL）。'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: '投标' })).not.toBeInTheDocument();
    view.unmount();

    const lcl = first((row) => row.shipmentType === 'LCL' && !hasBidBy(row, 'consolidator'));
    await renderRoute(urlOf(lcl), { member: 'consolidator' });
    expect(await screen.findByRole('link', { name: '投标' })).toHaveAttribute(
      'href',
      `/business/quote?tenderId=${lcl.id}`,
    );
  });

  it('says when a tender takes no more bids, and counts down to no deadline', async () => {
    const closed = must(tendersWhere((row) => row.status === 'awarded')[0], 'awarded tender');
    // Awarded three days before its deadline.
    closed.bidDeadline = Date.now() + 3 * 86_400_000;
    await renderRoute(urlOf(closed), { member: 'forwarder' });

    expect(await screen.findByText('此招标已停止接受投标。')).toBeVisible();
    expect(screen.getByText('已定标')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^已截止$/);
    expect(screen.queryByRole('link', { name: '投标' })).not.toBeInTheDocument();
  });

  it('shows the attachments as thumbnails and the remarks', async () => {
    const tender = first(notMine);
    db.tenders[tender.id] = {
      ...tender,
      remarks: '需要熏蒸证明',
      attachments: ['/mock-oss/a.png', '/mock-oss/b.png'],
    };
    await renderRoute(urlOf(tender), { locale: 'en-US' });

    const attachments = await screen.findByRole('region', { name: 'Attachments' });
    // The thumbnails' code loads with the first tender that has attachments.
    expect(
      await within(attachments).findByRole('button', { name: 'Preview attachment 2' }),
    ).toBeVisible();
    expect(within(attachments).getByRole('img', { name: 'Attachment 1' })).toHaveAttribute(
      'src',
      '/mock-oss/a.png',
    );
    expect(screen.getByText('需要熏蒸证明')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in to see contact details' })).toBeVisible();
  });

  it('opens a PDF attachment of the storage, and a PDF elsewhere is no link and says why', async () => {
    const tender = first(notMine);
    db.tenders[tender.id] = {
      ...tender,
      attachments: [
        '/mock-oss/packing-list.pdf',
        'https://files.evil.example/fake.pdf',
        'javascript:alert(1)//x.pdf',
      ],
    };
    await renderRoute(urlOf(tender));

    const attachments = await screen.findByRole('region', { name: '附件' });
    const open = await within(attachments).findByRole('link', {
      name: '打开附件 1（PDF，新窗口）',
    });
    expect(open).toHaveAttribute('href', '/mock-oss/packing-list.pdf');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(attachments).getAllByRole('link')).toHaveLength(1);
    expect(within(attachments).getByText('附件 2')).toBeVisible();
    expect(
      within(attachments).getByText('地址不在本平台或其文件存储上，为安全未打开'),
    ).toBeVisible();
    expect(within(attachments).getByText('只打开 https 地址，此地址未打开')).toBeVisible();
  });

  it('says clearly when the tender does not exist, with a way back to the hall', async () => {
    await renderRoute('/business/tendering/no-such-tender');

    expect(await screen.findByRole('heading', { level: 1, name: '找不到这个招标' })).toBeVisible();
    expect(link('返回招标大厅')).toHaveAttribute('href', '/business/tendering');
  });

  it('offers a retry when the server fails', async () => {
    const tender = first(notMine);
    server.use(
      http.get(`*${TenderApi.detail}`, () =>
        HttpResponse.json({ code: 5000, message: '服务繁忙' }),
      ),
    );
    const view = await renderRoute(urlOf(tender));

    expect(await screen.findByRole('heading', { level: 1, name: '招标加载失败' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('服务繁忙');

    server.resetHandlers();
    await view.events.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: tender.title })).toBeVisible();
  });
});
