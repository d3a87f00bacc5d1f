import { act, screen, waitFor, within } from '@testing-library/react';

import { UNREAD_POLL_MS } from '@/features/notification/hooks/use-unread-count';
import { now } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { addMilestone, bodyShipment } from '@mock/domains/shipment/rules';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';
import { clearNotifications } from '../notification/notifications';
import { demoShipment, shipmentUrl } from './shipments';

afterEach(() => {
  vi.useRealTimers();
});

describe('an open shipment and the other party’s step', () => {
  it('shows the forwarder’s new milestone at the shipper’s next notification poll, without leaving the page', async () => {
    // The poll's timer only: the page's other waits run as they would.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    clearNotifications('shipper');
    const { shipmentNo } = demoShipment('宁波至洛杉矶整箱 - 办公椅');
    await renderRoute(shipmentUrl(shipmentNo), { member: 'shipper' });
    const timeline = within(await screen.findByRole('region', { name: '节点动态' })).getByRole(
      'group',
      { name: '节点动态，按发生顺序' },
    );
    const place = 'Ningbo Beilun container terminal';
    expect(timeline).not.toHaveTextContent(place);
    const header = screen.getAllByRole('banner')[0] as HTMLElement;
    await within(header).findByRole('button', { name: '消息通知，没有未读' });

    // The forwarder records the gate-in, as its own browser would: the mock tells the shipper.
    const forwarder = db.members[demoAccounts.forwarder.memberId];
    if (!forwarder) throw new Error('the demo forwarder is not seeded');
    const body = {
      shipmentNo,
      kind: 'gated_in',
      at: new Date(now() - 20 * 60_000).toISOString(),
      place,
    };
    const party = bodyShipment(db, forwarder, body);
    if (!party.ok) throw new Error('the forwarder is not a party to the shipment');
    const context = { member: forwarder, now: now(), lang: 'zh' } as const;
    expect(addMilestone(db, party.value, body, context)).toBeUndefined();
    expect(timeline).not.toHaveTextContent(place);

    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    await within(header).findByRole('button', { name: '消息通知，1 条未读' });
    const steps = within(screen.getByRole('group', { name: '节点动态，按发生顺序' }));
    await waitFor(() =>
      expect(
        steps.getAllByRole('listitem').find((step) => step.textContent?.includes(place)),
      ).toHaveTextContent(/^进港/),
    );
  });
});
