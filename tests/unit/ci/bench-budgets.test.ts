import { BUDGETS, median, missedTargets, overBudget, TARGETS } from '../../../.ci/bench-budgets';

const KB = 1024;

describe('overBudget', () => {
  it('passes measurements within every budget', () => {
    expect(
      overBudget(
        [
          { route: '/', jsBytes: BUDGETS.home.jsBytes, scripts: BUDGETS.home.scripts },
          { route: '/business/market', jsBytes: BUDGETS.page.jsBytes, scripts: 40 },
        ],
        [{ from: '/', to: '/business/market', jsBytes: BUDGETS.move.jsBytes }],
      ),
    ).toEqual([]);
  });

  it('fails / over 200 KB or 15 scripts, another page over 300 KB and a move over 40 KB', () => {
    expect(
      overBudget(
        [
          { route: '/', jsBytes: 201 * KB, scripts: 16 },
          { route: '/tool/shipDate', jsBytes: 301 * KB, scripts: 16 },
        ],
        [{ from: '/business/tendering', to: '/business/tendering/T1', jsBytes: 41 * KB }],
      ),
    ).toEqual([
      '/: 201.0 KB of JavaScript, budget 200.0 KB',
      '/: 16 scripts, budget 15',
      '/tool/shipDate: 301.0 KB of JavaScript, budget 300.0 KB',
      '/business/tendering → /business/tendering/T1: 41.0 KB of new JavaScript, budget 40.0 KB',
    ]);
  });

  it('holds a page other than / to the page budget, not the home one', () => {
    expect(overBudget([{ route: '/login', jsBytes: 250 * KB, scripts: 30 }], [])).toEqual([]);
  });
});

describe('median', () => {
  it('takes the middle run of three, whatever their order', () => {
    expect(median([62, 66, 61])).toBe(62);
    expect(median([0.18, 0, 0.02, 0.5])).toBeCloseTo(0.1);
  });
});

describe('missedTargets', () => {
  const met = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

  it('passes a public page that meets each target exactly', () => {
    expect(missedTargets('/', met, TARGETS.publicPage)).toEqual([]);
  });

  it('names each figure a public page misses, beside its target', () => {
    expect(
      missedTargets(
        '/tool/customs',
        { score: 92, lcpMs: 2790, tbtMs: 227.4, cls: 0.031 },
        TARGETS.publicPage,
      ),
    ).toEqual([
      '/tool/customs: score 92, target 95',
      '/tool/customs: LCP 2.79 s, target 2.00 s',
      '/tool/customs: TBT 227 ms, target 150 ms',
      '/tool/customs: CLS 0.031, target 0.02',
    ]);
  });

  it('holds a member page to its score only', () => {
    expect(
      missedTargets(
        '/user/invoice',
        { ...met, score: 90, lcpMs: 4200, tbtMs: 900 },
        TARGETS.memberPage,
      ),
    ).toEqual([]);
    expect(missedTargets('/user/invoice', { ...met, score: 89 }, TARGETS.memberPage)).toEqual([
      '/user/invoice: score 89, target 90',
    ]);
  });

  it('counts a figure Lighthouse did not report as missed', () => {
    expect(missedTargets('/', { ...met, lcpMs: Number.NaN }, TARGETS.publicPage)).toEqual([
      '/: LCP NaN s, target 2.00 s',
    ]);
  });
});
