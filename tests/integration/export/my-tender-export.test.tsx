import { screen, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { onTestFinished } from 'vitest';

import { API_PREFIX } from '@/contract/http';
import { TenderApi } from '@/contract/tender/paths';
import { now } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { watchFollowedLinks } from '../../utils/followed-links';
import { renderRoute } from '../../utils/render-route';

/** The list calls of the issuer's tenders the page sends from now on, as their queries. */
function recordListCalls(): URLSearchParams[] {
  const sent: URLSearchParams[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === `${API_PREFIX}${TenderApi.mine}`) sent.push(url.searchParams);
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return sent;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The copies' bid deadline: 23:30 UTC a month after the mock's today, open whenever the test runs. */
const COPIES_DEADLINE = Math.floor(now() / DAY) * DAY + 30 * DAY + 23.5 * HOUR;

/** Gives the demo shipper `count` more open tenders, copies of one of its own. */
function moreOpenTenders(count: number) {
  const shipper = demoAccounts.shipper.memberId;
  const model = Object.values(db.tenders).find((row) => row.issuerId === shipper);
  if (!model) throw new Error('the demo shipper has no tender');
  for (let index = 0; index < count; index += 1) {
    const id = String(900_000 + index);
    db.tenders[id] = {
      ...model,
      id,
      tenderNo: `T20261127-${String(index).padStart(4, '0')}`,
      title: `导出测试 ${index}`,
      status: 'open',
      bidDeadline: COPIES_DEADLINE,
      createdAt: model.createdAt - index - 1,
    };
  }
}

async function blobBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

describe('exporting my tenders', () => {
  it('writes every open tender, a thousand a request, under the status filter', async () => {
    moreOpenTenders(2_100);
    const shipper = demoAccounts.shipper.memberId;
    const open = Object.values(db.tenders).filter(
      (row) => row.issuerId === shipper && row.status === 'open',
    ).length;
    const { events } = await renderRoute('/business/myTenderBid?status=open', {
      member: 'shipper',
    });
    await screen.findByText(`共 ${open} 个招标`);
    const calls = recordListCalls();
    const followed = watchFollowedLinks();

    const button = screen.getByRole('button', { name: /^导出 Excel：“我发布的招标”/ });
    await events.click(button);
    const status = await screen.findByText(
      `已导出 ${open} 行，文件“我发布的招标-${chinaToday()}.xlsx”已开始下载`,
    );
    expect(status).toHaveAttribute('role', 'status');

    expect(
      calls.map((query) => [query.get('current'), query.get('size'), query.get('status')]),
    ).toEqual(
      Array.from({ length: Math.ceil(open / 1000) }, (_, index) => [
        String(index + 1),
        '1000',
        'open',
      ]),
    );

    expect(followed).toHaveLength(1);
    const [saved] = followed;
    expect(saved?.download).toBe(`我发布的招标-${chinaToday()}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blobBytes(saved?.file ?? new Blob()));
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getCell('A1').value).toBe('我发布的招标');
    expect(sheet.getCell('A2').value).toBe('状态：招标中');
    const header = sheet.getRow(5).values;
    expect(header).toEqual([
      undefined,
      '招标',
      '招标编号',
      '航线',
      '状态',
      '投标截止（UTC+8）',
      '报价数',
    ]);
    expect(sheet.rowCount).toBe(5 + open);
    const first = sheet.getRow(6);
    expect(first.getCell(4).value).toBe('招标中');
    expect(first.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(6).type).toBe(ExcelJS.ValueType.Number);
    const copy = [...Array(open).keys()]
      .map((index) => sheet.getRow(6 + index))
      .find((row) => row.getCell(1).value === '导出测试 0');
    // The sheet holds China's wall time: 23:30 UTC is 07:30 the next morning there.
    const chinaWallTime = new Date(COPIES_DEADLINE + 8 * HOUR).toISOString();
    expect(chinaWallTime).toMatch(/T07:30:00\.000Z$/);
    expect((copy?.getCell(5).value as Date).toISOString()).toBe(chinaWallTime);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why it failed and exports on Retry', async () => {
    const { events } = await renderRoute('/business/myTenderBid', { member: 'shipper' });
    await screen.findByText(/共 \d+ 个招标/);
    const followed = watchFollowedLinks();
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get(`${API_PREFIX}${TenderApi.mine}`, () => HttpResponse.error(), { once: true }),
    );

    await events.click(screen.getByRole('button', { name: /^导出 Excel/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('未能导出“我发布的招标”');
    expect(followed).toHaveLength(0);

    await events.click(within(alert).getByRole('button', { name: '重试' }));
    await screen.findByText(/^已导出 \d+ 行/);
    expect(followed).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function chinaToday() {
  return new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10);
}
