import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';

import { db } from '@mock/core/store';

import { choose } from '../../utils/antd-select';

import type { UserEvent } from '@testing-library/user-event';

/** YYYY-MM-DD `days` from today (the date pickers refuse past days; the mock too). */
export const dayFromNow = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

/** Replaces the text of the field labelled `label`. */
export async function typeInto(events: UserEvent, label: string | RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await events.clear(input);
  if (text) await events.type(input, text);
  return input;
}

/** Replaces the text of the field labelled `label` in one go (a paste: faster than typing). */
export async function fill(events: UserEvent, label: string | RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await events.clear(input);
  await events.click(input);
  await events.paste(text);
  return input;
}

/** Fills carrier, transit time, ETD, validity and free days with valid values. */
export async function fillTerms(events: UserEvent) {
  await choose(events, '船公司', '中远海运集运');
  await fill(events, '航程', '16');
  await pickDay(events, '预计开船日（ETD）', dayFromNow(12));
  await pickDay(events, '报价有效期至', dayFromNow(30));
  await fill(events, '目的港免费天数', '7');
}

/** Types a day into the date picker labelled `label` and confirms it. */
export async function pickDay(events: UserEvent, label: string | RegExp, day: string) {
  const input = screen.getByLabelText(label);
  await events.click(input);
  await events.type(input, `${day}{Enter}`);
}

/** The live total as the user reads it in the "报价总价" region. */
export function totalRegion(name = '报价总价') {
  return within(screen.getByRole('region', { name }));
}

/** The bids of a member on a tender in the mock database. */
export function bidsOf(memberId: string, tenderId: string) {
  return Object.values(db.bids).filter(
    (bid) => bid.bidderId === memberId && bid.tenderId === tenderId,
  );
}

/** Text as a reader sees it: runs of white space (also the no-break spaces of Intl) as one space. */
const normalize = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Waits until the sum line of the live total reads `text` (e.g. 'USD 1,850.00'). */
export async function expectLiveTotal(text: string, name = '报价总价', sum = '合计') {
  const line = `${sum}${text}`;
  await waitFor(() =>
    expect(
      totalRegion(name).getByText((_, element) => normalize(element?.textContent) === line, {
        ignore: 'span',
      }),
    ).toBeVisible(),
  );
}
