// Part of `npm run bench`: how long the list export takes to write a workbook of 10,000 rows of six
// columns (text, money with per-row currency, China-time date-times, numbers) with ExcelJS, in
// Node: the median of RUNS after one warm-up. Printed only; no limit (decision D230).
import { performance } from 'node:perf_hooks';

import { writeSheet } from '../src/lib/export/write-sheet.ts';

import type { SheetRequest } from '../src/lib/export/sheet.ts';

const ROWS = 10_000;
const RUNS = 3;

interface Row {
  no: string;
  title: string;
  status: string;
  amount: string;
  currency: string;
  at: string;
  bids: number;
}

function request(): SheetRequest<Row> {
  const start = Date.UTC(2026, 10, 1);
  const rows: Row[] = Array.from({ length: ROWS }, (_, index) => ({
    no: `T20261127-${String(index).padStart(5, '0')}`,
    title: `上海至鹿特丹整箱 ${index}`,
    status: index % 3 ? '招标中' : '已定标',
    amount: `${1000 + index}.50`,
    currency: index % 2 ? 'USD' : 'CNY',
    at: new Date(start + index * 60_000).toISOString(),
    bids: index % 7,
  }));
  return {
    fileName: 'bench.xlsx',
    sheetName: 'bench',
    title: '我发布的招标',
    conditions: ['状态：招标中'],
    rows,
    columns: [
      { header: '招标编号', kind: 'text', value: (row) => row.no },
      { header: '招标', kind: 'text', value: (row) => row.title },
      { header: '状态', kind: 'text', value: (row) => row.status },
      {
        header: '预算',
        kind: 'money',
        value: (row) => row.amount,
        currency: (row) => row.currency,
      },
      { header: '投标截止（UTC+8）', kind: 'dateTime', value: (row) => row.at },
      { header: '报价数', kind: 'number', value: (row) => row.bids },
    ],
  };
}

/** Prints the median time and the file's size. */
export async function benchExport(): Promise<void> {
  const sheet = request();
  await writeSheet(sheet);
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    bytes = (await writeSheet(sheet)).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.info(
    `\nExport: ${ROWS.toLocaleString('en')} rows × 6 columns written in ${median.toFixed(0)} ms ` +
      `(median of ${RUNS}), ${(bytes / 1024).toFixed(0)} KB`,
  );
}
