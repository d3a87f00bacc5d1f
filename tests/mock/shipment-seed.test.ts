/**
 * The demo shipments seed in their planned states whenever the mock starts: the sailings they are
 * given depend on the day and hour, and only the two seeded late may come out late.
 */
import { resetClock, setNow } from '@mock/core/clock';
import { createSeedDb } from '@mock/core/seed';
import { latenessOf } from '@mock/domains/shipment/lateness';

const HOUR = 3_600_000;
/** A Wednesday, 00:00 UTC: the services sail weekly, so a week covers the hours they meet. */
const WEEK_START = Date.UTC(2026, 11, 2);

describe('the demo shipments’ seed', () => {
  it('has exactly one shipment past its CY cut-off and one past its ETA, every two hours for a week', () => {
    onTestFinished(resetClock);
    const wrong: string[] = [];
    for (let hour = 0; hour < 7 * 24; hour += 2) {
      const at = WEEK_START + hour * HOUR;
      setNow(at);
      const late = Object.values(createSeedDb([0, 0]).shipments).flatMap((row) => {
        const lateness = latenessOf(row, at);
        return lateness ? [`${row.shipmentNo} ${lateness.reason}`] : [];
      });
      const reasons = late.map((entry) => entry.split(' ')[1]).sort();
      if (reasons.join() !== 'cutoff,eta') {
        wrong.push(`${new Date(at).toISOString()}: ${late.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
