import { act, screen, waitFor } from '@testing-library/react';

import { toCents } from '@/contract/common/money';

import { choose } from '../../utils/antd-select';
import { renderRoute } from '../../utils/render-route';
import {
  cardTitles,
  cardTexts,
  expectCards,
  queryOf,
  selectedIn,
  tendersWhere,
} from '../tendering/helpers';

const URL = '/business/searchTender';
const open = () => tendersWhere((tender) => tender.status === 'open');
const field = (label: string) => screen.getByLabelText(label);
const cents = (budget: string | undefined) => (budget === undefined ? undefined : toCents(budget));

// The search form is the largest antd form of the app: on a busy machine a test takes more than the
// default 20 s.
describe('/business/searchTender', { timeout: 45_000 }, () => {
  it('runs the search the address describes and shows it in the form', async () => {
    const url = `${URL}?shipmentType=FCL&currency=USD&budgetMin=1000&sort=budget&order=asc`;
    await renderRoute(url);

    const expected = open()
      .filter(
        (tender) =>
          tender.shipmentType === 'FCL' &&
          tender.currency === 'USD' &&
          (cents(tender.budget) ?? -1) >= 100_000,
      )
      .sort((a, b) => (cents(a.budget) ?? 0) - (cents(b.budget) ?? 0) || b.createdAt - a.createdAt);
    await expectCards(expected.slice(0, 10).map((tender) => tender.title));
    expect(screen.getByText(`共 ${expected.length} 个招标`)).toBeVisible();

    // The folded filters' code loads with an address that sets one of them.
    expect(await screen.findByLabelText('预算下限')).toHaveValue('1000');
    expect(selectedIn('运输方式')).toContain('整箱');
    expect(selectedIn('币种')).toContain('美元');
    expect(selectedIn('排序')).toContain('预算');
    expect(selectedIn('顺序')).toContain('升序');
    // Folded filters open when the address sets one of them.
    expect(screen.getByRole('button', { name: '收起条件' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('ignores what is not valid in the address', async () => {
    const view = await renderRoute(
      `${URL}?budgetMin=abc&quantityMax=-3&status=gone&page=x&sort=price&pol=1`,
    );

    await expectCards(
      open()
        .slice(0, 10)
        .map((tender) => tender.title),
    );
    expect(selectedIn('状态')).toContain('招标中');
    // Nothing valid was set among the folded filters: they stay folded, and open empty.
    const more = screen.getByRole('button', { name: '更多条件' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await view.events.click(more);
    expect(await screen.findByLabelText('预算下限')).toHaveValue('');
    expect(field('箱量上限')).toHaveValue('');
  });

  it('puts a submitted search and a new sort in the address', async () => {
    const view = await renderRoute(URL);
    await expectCards(
      open()
        .slice(0, 10)
        .map((tender) => tender.title),
    );

    await view.events.type(field('关键词'), '电子');
    await view.events.click(screen.getByRole('button', { name: '搜索' }));

    const matching = open().filter((tender) =>
      [tender.title, tender.cargoName, tender.tenderNo, tender.hsCode ?? ''].some((text) =>
        text.includes('电子'),
      ),
    );
    await waitFor(() =>
      expect(queryOf(view.router.state.location.search)).toEqual({ keyword: '电子' }),
    );
    await expectCards(matching.slice(0, 10).map((tender) => tender.title));

    await choose(view.events, '排序', '投标截止');
    await waitFor(() =>
      expect(queryOf(view.router.state.location.search)).toEqual({
        keyword: '电子',
        sort: 'deadline',
        order: 'asc',
      }),
    );
    const byDeadline = [...matching].sort(
      (a, b) => a.bidDeadline - b.bidDeadline || b.createdAt - a.createdAt,
    );
    await expectCards(byDeadline.slice(0, 10).map((tender) => tender.title));
  });

  it('shows the earlier search again on back and forward', async () => {
    const view = await renderRoute(`${URL}?keyword=LED`);
    await waitFor(() => expect(field('关键词')).toHaveValue('LED'));

    await act(() => view.router.navigate(`${URL}?keyword=%E7%94%B5%E5%AD%90&sort=budget`));
    await waitFor(() => expect(field('关键词')).toHaveValue('电子'));
    expect(selectedIn('排序')).toBe('预算');

    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(field('关键词')).toHaveValue('LED'));
    expect(selectedIn('排序')).toBe('发布时间');
    const led = open().filter((tender) =>
      [tender.title, tender.cargoName].some((text) => text.toLowerCase().includes('led')),
    );
    await expectCards(led.slice(0, 10).map((tender) => tender.title));

    await act(() => view.router.navigate(1));
    await waitFor(() => expect(field('关键词')).toHaveValue('电子'));
  });

  it('refuses a reversed budget range next to the field, without searching', async () => {
    const view = await renderRoute(URL);
    await expectCards(
      open()
        .slice(0, 10)
        .map((tender) => tender.title),
    );

    await view.events.click(screen.getByRole('button', { name: '更多条件' }));
    await view.events.type(await screen.findByLabelText('预算下限'), '500');
    await view.events.type(field('预算上限'), '100.5');
    await view.events.click(screen.getByRole('button', { name: '搜索' }));

    await waitFor(() =>
      expect(field('预算上限')).toHaveAccessibleDescription('预算上限不能小于下限'),
    );
    await view.events.clear(field('预算下限'));
    await view.events.type(field('预算下限'), '1.234');
    await waitFor(() =>
      expect(field('预算下限')).toHaveAccessibleDescription('请输入金额，最多两位小数'),
    );
    expect(view.router.state.location.search).toBe('');
    expect(field('预算上限')).toHaveValue('100.5');
  });

  it('keeps a folded filter typed in, folded again, in the search', async () => {
    const view = await renderRoute(URL);
    const more = screen.getByRole('button', { name: '更多条件' });
    await view.events.click(more);
    await view.events.type(await screen.findByLabelText('预算下限'), '2000');
    await view.events.click(screen.getByRole('button', { name: '收起条件' }));
    await view.events.click(screen.getByRole('button', { name: '搜索' }));

    await waitFor(() =>
      expect(queryOf(view.router.state.location.search)).toEqual({ budgetMin: '2000' }),
    );
  });

  it('filters by container quantity, cargo type and ready date', async () => {
    const url = `${URL}?quantityMin=5&cargoType=general&readyFrom=2026-12-10&status=all`;
    await renderRoute(url);

    const expected = tendersWhere(
      (tender) =>
        tender.containers.reduce((sum, line) => sum + line.quantity, 0) >= 5 &&
        tender.cargoType === 'general' &&
        tender.readyDate >= '2026-12-10',
    );
    await expectCards(expected.slice(0, 10).map((tender) => tender.title));
    expect(await screen.findByLabelText('箱量下限')).toHaveValue('5');
    expect(field('货好日期')).toHaveValue('2026-12-10');
  });

  it('offers to issue a tender for the lane when nothing matches, with all it knows of the lane', async () => {
    await renderRoute(
      `${URL}?pol=CNSHA&pod=PGPOM&shipmentType=FCL&containerType=45HQ&quantityMin=2&readyFrom=2026-12-10&readyTo=2026-12-20`,
      { member: 'shipper' },
    );

    expect(await screen.findByText('没有找到符合条件的招标')).toBeVisible();
    expect(cardTitles()).toEqual([]);
    expect(await screen.findByRole('link', { name: '为这条航线发布招标' })).toHaveAttribute(
      'href',
      '/business/tenderIssue?pol=CNSHA&pod=PGPOM&shipmentType=FCL&containerType=45HQ&readyDate=2026-12-10',
    );
  });

  it('does not offer a forwarder to issue a tender', async () => {
    await renderRoute(`${URL}?pol=CNSHA&keyword=zzzz-nothing`, {
      member: 'forwarder',
      locale: 'en-US',
    });

    expect(await screen.findByText('No tender matches this search')).toBeVisible();
    expect(
      screen.queryByRole('link', { name: 'Issue a tender for this lane' }),
    ).not.toBeInTheDocument();
    expect(cardTexts()).toEqual([]);
  });
});
