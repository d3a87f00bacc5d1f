import { screen, waitFor, within } from '@testing-library/react';

import { renderRoute } from '../../utils/render-route';
import { HARNESS_URL, demoShipment, harnessRoutes } from './shipment-actions-harness';

const ARRIVED = '上海至东京整箱 - 家用电器';

/** Arabic texts isolate their arguments (FSI … PDI); these compare them without the marks. */
const bare = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const named = (text: string) => (name: string) => bare(name) === text;
const saying = (text: string) => (content: string) => bare(content) === text;

describe('shipment actions: withdrawing the latest milestone (Arabic, right to left)', () => {
  it('asks for a reason after a confirmation, then steps the shipment back and keeps the correction', async () => {
    const row = demoShipment(ARRIVED);
    const corrections = row.corrections.length;
    const view = await renderRoute(`${HARNESS_URL}/${row.shipmentNo}`, {
      member: 'forwarder',
      locale: 'ar-EG',
      routes: harnessRoutes(),
    });
    const section = await screen.findByRole('region', { name: 'تصحيح مرحلة' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await view.events.click(within(section).getByRole('button', { name: named('سحب «الوصول»') }));
    const dialog = await screen.findByRole('dialog', { name: named('سحب مرحلة «الوصول»؟') });
    expect(
      within(dialog).getByText(
        saying('تعود الشحنة إلى «التحميل والإبحار». يُحفظ السحب كتصحيح ويُبلَّغ الطرف الآخر مع السبب.'),
      ),
    ).toBeVisible();

    // No reason: refused beside the field, nothing withdrawn.
    await view.events.click(within(dialog).getByRole('button', { name: 'سحب المرحلة' }));
    expect(await within(dialog).findByText('أدخل سبب السحب')).toBeVisible();
    expect(row.milestones.at(-1)?.kind).toBe('arrived');

    await view.events.type(
      within(dialog).getByLabelText('سبب السحب'),
      'Recorded at the anchorage, not at berth',
    );
    await view.events.click(within(dialog).getByRole('button', { name: 'سحب المرحلة' }));

    expect(await screen.findByText(saying('سُحبت مرحلة «الوصول»'))).toBeVisible();
    await waitFor(() => expect(row.milestones.at(-1)?.kind).toBe('departed'));
    expect(row.corrections).toHaveLength(corrections + 1);
    expect(row.corrections.at(-1)).toMatchObject({
      kind: 'arrived',
      stepBack: true,
      reason: 'Recorded at the anchorage, not at berth',
    });
    // Stepped back: the arrival is the next milestone again.
    expect(
      await screen.findByRole('region', { name: named('المرحلة التالية: الوصول') }),
    ).toBeVisible();
  });
});
