import { screen, waitFor, within } from '@testing-library/react';

import { renderRoute, type DemoMember } from '../../utils/render-route';
import { pdfFile, withNodeFileClasses } from '../../utils/upload-files';
import { HARNESS_URL, demoShipment, harnessRoutes } from './shipment-actions-harness';

/** Departed, its B/L draft's second version in review. */
const SECOND_DRAFT = '上海至汉堡整箱 - 轮胎';

describe('shipment actions: the B/L draft', { timeout: 120_000 }, () => {
  it('goes from changes asked, through a new version, to approval, every version kept', async () => {
    const row = demoShipment(SECOND_DRAFT);
    const draft = () => row.documents.find((document) => document.kind === 'bl_draft');
    const open = (member: DemoMember) =>
      renderRoute(`${HARNESS_URL}/${row.shipmentNo}`, { member, routes: harnessRoutes() });

    // The shipper asks for changes: a comment is required.
    let view = await open('shipper');
    let section = await screen.findByRole('region', { name: '上传与审核单证' });
    const review = await within(section).findByRole('region', { name: '审核提单草稿（第 2 版）' });
    await view.events.click(within(review).getByRole('button', { name: '要求修改' }));
    expect(await within(review).findByText('要求修改时请写明修改意见')).toBeVisible();
    expect(draft()?.review).toBe('in_review');
    await view.events.type(
      within(review).getByLabelText('修改意见'),
      'Notify party: add the phone number',
    );
    await view.events.click(within(review).getByRole('button', { name: '要求修改' }));
    expect(await screen.findByText('修改意见已发给货代')).toBeVisible();
    await waitFor(() => expect(draft()?.review).toBe('changes_requested'));
    expect(draft()?.reviews.at(-1)).toMatchObject({
      version: 2,
      decision: 'changes',
      comment: 'Notify party: add the phone number',
    });
    view.unmount();

    // The forwarder answers with a third version.
    view = await open('forwarder');
    section = await screen.findByRole('region', { name: '上传与审核单证' });
    const form = await within(section).findByRole('form', { name: '上传单证' });
    expect(
      within(form).getByText('货主对第 2 版的修改意见：Notify party: add the phone number'),
    ).toBeVisible();
    expect(within(form).getByRole('radio', { name: '提单草稿' })).toBeChecked();
    await withNodeFileClasses(async () => {
      await view.events.upload(within(form).getByLabelText('文件'), pdfFile('BL-draft-v3.pdf'));
      expect(await within(form).findByRole('link', { name: 'BL-draft-v3.pdf' })).toBeVisible();
    });
    await view.events.click(within(form).getByRole('button', { name: '提交单证' }));
    expect(await screen.findByText('已上传提单草稿，已通知对方')).toBeVisible();
    await waitFor(() => expect(draft()?.versions).toHaveLength(3));
    expect(draft()?.review).toBe('in_review');
    expect(draft()?.versions.at(-1)).toMatchObject({ version: 3, name: 'BL-draft-v3.pdf' });
    view.unmount();

    // The shipper approves the third version; the first two stay.
    view = await open('shipper');
    const third = await screen.findByRole('region', { name: '审核提单草稿（第 3 版）' });
    expect(
      within(third).getByRole('link', { name: '打开 BL-draft-v3.pdf（第 3 版，新窗口）' }),
    ).toBeVisible();
    await view.events.click(within(third).getByRole('button', { name: '确认第 3 版无误' }));
    expect(await screen.findByText('已确认提单草稿第 3 版')).toBeVisible();
    await waitFor(() => expect(draft()?.review).toBe('approved'));
    expect(draft()?.versions.map((version) => version.version)).toEqual([1, 2, 3]);
    expect(draft()?.reviews.map((item) => item.decision)).toEqual([
      'changes',
      'changes',
      'approve',
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /审核提单草稿/ })).not.toBeInTheDocument(),
    );
  });
});
