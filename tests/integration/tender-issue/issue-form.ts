/** Filling the tender form in page tests. */
import { screen } from '@testing-library/react';

import { db } from '@mock/core/store';

import { choose } from '../../utils/antd-select';
import { renderRoute } from '../../utils/render-route';

export type View = Awaited<ReturnType<typeof renderRoute>>;

const DAY = 24 * 3600 * 1000;
/** YYYY-MM-DD in China, `days` from now. */
export const chinaDate = (days: number) =>
  new Date(Date.now() + days * DAY + 8 * 3600 * 1000).toISOString().slice(0, 10);

export const tendersOf = (memberId: string) =>
  Object.values(db.tenders).filter((row) => row.issuerId === memberId);

export async function openForm(
  url = '/business/tenderIssue',
  member: 'shipper' | 'newbie' = 'shipper',
) {
  const view = await renderRoute(url, { member });
  await screen.findByLabelText('招标标题');
  return view;
}

export const pickPort = (view: View, label: string, code: string) =>
  choose(view.events, label, new RegExp(`\\(${code}\\)$`), code);

export const pickOption = (view: View, label: string, option: string) =>
  choose(view.events, label, option);

export async function typeDate(view: View, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await view.events.click(input);
  await view.events.type(input, `${text}{Enter}`);
}

/**
 * Fills the fields every tender needs; returns the dates it typed, worked out once, so a test that
 * runs across midnight in China compares with what was typed.
 */
export async function fillCommon(view: View) {
  const dates = { ready: chinaDate(12), deadlineDay: chinaDate(4) };
  await view.events.type(screen.getByLabelText('招标标题'), '上海至洛杉矶整箱测试');
  await pickPort(view, '起运港', 'CNSHA');
  await pickPort(view, '目的港', 'USLAX');
  await view.events.type(screen.getByLabelText('货物名称'), '园艺工具');
  await typeDate(view, '货好日期', dates.ready);
  await typeDate(view, '投标截止时间', `${dates.deadlineDay} 18:00`);
  return dates;
}

export const review = (view: View) =>
  view.events.click(screen.getByRole('button', { name: /下一步：确认信息/ }));
export const publish = (view: View) =>
  view.events.click(screen.getByRole('button', { name: /确认发布/ }));
