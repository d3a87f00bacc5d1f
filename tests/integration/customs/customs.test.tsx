import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { HsCodeApi } from '@/contract/hs-code/paths';
import type { HsCode } from '@/contract/hs-code/types';
import { SLOW_AFTER_MS } from '@/features/hs-code/hooks/use-slow';
import { groupHsCode } from '@/features/hs-code/utils/hs-input';
import { hsIndex } from '@mock/domains/hs-code/search-index';
import { dictItems, dicts } from '@mock/domains/reference/data-dicts';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';

const URL = '/tool/customs';
const records = (): HsCode[] => hsIndex().entries.map((entry) => entry.record);

/** A code with supervision conditions and inspection categories, to see their meanings. */
const conditioned = () => {
  const row = records().find((item) => item.supervision.length > 0 && item.inspection.length > 0);
  if (!row) throw new Error('The HS sample has no code with conditions');
  return row;
};

const meaningOf = (dict: string, value: string, en = false) => {
  const dictId = dicts.find((item) => item.dictCode === dict)?.dictId;
  const item = dictItems.find((entry) => entry.dictId === dictId && entry.value === value);
  if (!item) throw new Error(`No meaning for ${dict} ${value}`);
  return en ? item.textEn : item.text;
};

const searchBox = () => screen.getByLabelText('HS 编码或商品名称');
// The details' code loads with the first search (a lazy part): the panel is waited for.
const detail = () => screen.findByRole('region', { name: '编码详情' });
const search = (view: Awaited<ReturnType<typeof renderRoute>>) => view.router.state.location.search;

describe('/tool/customs', () => {
  it('finds codes by a Chinese keyword and explains their conditions in words', async () => {
    const row = conditioned();
    const view = await renderRoute(`${URL}?keyword=${encodeURIComponent(row.name)}`);

    expect(
      await screen.findByText(new RegExp(`^名称含“${row.name}”的编码：共 \\d+ 个$`)),
    ).toBeVisible();
    // Role queries are slow on big pages in jsdom: rows are found by their text.
    await view.events.click(screen.getByText(groupHsCode(row.code)));

    const panel = await detail();
    expect(within(panel).getByRole('heading', { name: groupHsCode(row.code) })).toBeVisible();
    expect(within(panel).getByText(row.nameEn)).toBeVisible();
    for (const code of row.supervision) {
      expect(within(panel).getByText(meaningOf('customs_supervision', code))).toBeVisible();
    }
    for (const code of row.inspection) {
      expect(within(panel).getByText(meaningOf('inspection_category', code))).toBeVisible();
    }
    expect(panel).toHaveTextContent(`增值税率${row.vatRate}%`);
    expect(within(panel).getByText(row.updatedAt)).toBeVisible();
    expect(search(view)).toContain(`code=${row.code}`);
  });

  it('finds codes by a prefix typed with dots and keeps it in the address', async () => {
    const row = conditioned();
    const prefix = row.code.slice(0, 4);
    const count = records().filter((item) => item.code.startsWith(prefix)).length;
    const view = await renderRoute(URL);

    await view.events.type(searchBox(), `${prefix.slice(0, 2)}.${prefix.slice(2)}{Enter}`);

    expect(await screen.findByText(`以 ${prefix} 开头的编码：共 ${count} 个`)).toBeVisible();
    expect(search(view)).toBe(`?keyword=${prefix}`);
    expect(screen.getByText(groupHsCode(row.code))).toBeVisible();
  });

  it.each([
    ['8', '编码至少输入 2 位数字（已输入 1 位），如章号 85'],
    ['8517.6200.001', 'HS 编码最多 10 位数字（已输入 11 位）'],
    ['   ', '请输入 HS 编码或商品名称'],
  ])('explains why %j cannot be searched and keeps it', async (text, message) => {
    const view = await renderRoute(URL);

    await view.events.type(searchBox(), `${text}{Enter}`);

    expect(await screen.findByText(message)).toBeVisible();
    expect(searchBox()).toHaveValue(text);
    expect(searchBox()).toHaveAttribute('aria-invalid', 'true');
    expect(search(view)).toBe('');
  });

  it('says when nothing matches and points to a shorter prefix and the tree', async () => {
    await renderRoute(`${URL}?keyword=qqzzxx`);

    expect(await screen.findByText('没有找到名称含“qqzzxx”的编码。')).toBeVisible();
    expect(screen.getByText(/试试更短的编码前缀/)).toBeVisible();
    expect(screen.getByRole('region', { name: '按章节浏览' })).toBeVisible();
  });

  it('shows a failure with Retry, which searches again', async () => {
    server.use(
      http.get(
        `*${HsCodeApi.search}`,
        () => HttpResponse.json({ code: 5000, message: '服务器内部错误', data: null }),
        { once: true },
      ),
    );
    const view = await renderRoute(`${URL}?keyword=${conditioned().code.slice(0, 2)}`);

    expect(await screen.findByText('查询失败')).toBeVisible();
    await view.events.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/开头的编码：共 \d+ 个/)).toBeVisible();
    expect(screen.queryByText('查询失败')).not.toBeInTheDocument();
  });

  it('says in words when the search is slow, and when the network is down', async () => {
    const prefix = conditioned().code.slice(0, 2);
    server.use(
      http.get(
        `*${HsCodeApi.search}`,
        async () => {
          // Down well after the slow notice shows, so that a loaded machine still sees it first.
          await delay(SLOW_AFTER_MS + 4000);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const view = await renderRoute(`${URL}?keyword=${prefix}`);

    expect(await screen.findByText('仍在查询，请稍候…')).toBeVisible();
    expect(await screen.findByText('查询失败')).toBeVisible();
    expect(screen.queryByText('仍在查询，请稍候…')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue(prefix);
    await view.events.click(screen.getByRole('button', { name: '重试' }));
    expect(
      await screen.findByText(new RegExp(`以 ${prefix} 开头的编码：共 \\d+ 个`)),
    ).toBeVisible();
  });

  it('browses chapters and headings, searches a heading and opens a code', async () => {
    const row = conditioned();
    const view = await renderRoute(URL);
    const tree = screen.getByRole('region', { name: '按章节浏览' });
    // A heading's name starts with its code, its codes' names with '0304.'.
    const button = (text: string) =>
      within(tree).getByRole('button', {
        name: new RegExp(`^${text.replace(/\./g, '\\.')}(?![.\\d])`),
      });

    await within(tree).findByText(`第 ${row.chapter.code} 章`);
    await view.events.click(button(`第 ${row.chapter.code} 章`));
    await within(tree).findByText(row.heading.code);
    expect(button(row.heading.code)).toHaveAttribute('aria-expanded', 'false');

    await view.events.click(within(tree).getByLabelText(`查询 ${row.heading.code} 下的编码`));
    await waitFor(() => expect(search(view)).toBe(`?keyword=${row.heading.code}`));
    expect(await screen.findByText(new RegExp(`以 ${row.heading.code} 开头的编码`))).toBeVisible();

    await view.events.click(button(row.heading.code));
    expect(button(row.heading.code)).toHaveAttribute('aria-expanded', 'true');
    await within(tree).findByText(groupHsCode(row.code));
    await view.events.click(button(groupHsCode(row.code)));
    await waitFor(() => expect(search(view)).toBe(`?keyword=${row.code}&code=${row.code}`));
    expect(
      await within(await detail()).findByRole('heading', { name: groupHsCode(row.code) }),
    ).toBeVisible();
  });

  it('copies the plain digits of a code in one click', async () => {
    const row = conditioned();
    const view = await renderRoute(`${URL}?keyword=${row.code}&code=${row.code}`);

    // Role queries are slow on this page in jsdom: the button is found by its name.
    const button = await screen.findByLabelText(`复制编码 ${row.code}`);
    const copied = screen.findByText(`已复制编码 ${row.code}`);
    await view.events.click(button);

    expect(await copied).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(row.code);
  });

  it('opens the code of a shared address and walks back through searches', async () => {
    const row = conditioned();
    const view = await renderRoute(`${URL}?keyword=${row.code.slice(0, 4)}&code=${row.code}`);

    expect(
      await within(await detail()).findByRole('heading', { name: groupHsCode(row.code) }),
    ).toBeVisible();
    expect(searchBox()).toHaveValue(row.code.slice(0, 4));

    await view.events.clear(searchBox());
    await view.events.type(searchBox(), 'qqzzxx{Enter}');
    expect(await screen.findByText('没有找到名称含“qqzzxx”的编码。')).toBeVisible();

    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(searchBox()).toHaveValue(row.code.slice(0, 4)));
    expect(
      await within(await detail()).findByRole('heading', { name: groupHsCode(row.code) }),
    ).toBeVisible();
  });

  it('says what the data is: a sample with its as-of date and size', async () => {
    await renderRoute(URL);

    expect(
      await screen.findByText(
        new RegExp(`税率截至 2025-01-01，共 ${records().length} 个编码.*申报前请向海关`),
      ),
    ).toBeVisible();
  });

  it('explains the conditions in English', async () => {
    const row = conditioned();
    await renderRoute(`${URL}?keyword=${row.code}&code=${row.code}`, { locale: 'en-US' });

    const panel = await screen.findByRole('region', { name: 'Code details' });
    expect(await within(panel).findByText(row.nameEn)).toBeVisible();
    const supervision = row.supervision[0] ?? '';
    expect(
      within(panel).getByText(meaningOf('customs_supervision', supervision, true)),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: `Copy code ${row.code}` })).toBeVisible();
  });
});
