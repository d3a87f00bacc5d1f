import dayjs from 'dayjs';

import {
  chinaDeadlineIso,
  chinaWallTime,
  deadlineProblem,
  duplicateContainerTypes,
  issueDefaults,
  issuePrefill,
  isPositiveMeasure,
  isPositiveMoney,
  readyDateProblem,
  toTenderBody,
  type IssueFormValues,
} from '@/features/tender/utils/issue-form';

// 2026-11-21 11:00 in China (03:00 UTC).
const NOW = Date.parse('2026-11-21T03:00:00Z');

function filled(overrides: Partial<IssueFormValues> = {}): IssueFormValues {
  return issueDefaults({
    title: '  上海至洛杉矶整箱  ',
    pol: 'CNSHA',
    pod: 'USLAX',
    containers: [
      { type: '40HQ', quantity: 2 },
      { type: '20GP', quantity: 1 },
    ],
    cargoName: ' 园艺工具 ',
    cargoType: 'general',
    incoterm: 'FOB',
    readyDate: dayjs('2026-12-01'),
    bidDeadline: dayjs('2026-11-25T18:00'),
    currency: 'USD',
    ...overrides,
  });
}

describe('toTenderBody', () => {
  it('sends an FCL tender with its container lines, trimmed texts and the deadline in China time', () => {
    expect(toTenderBody(filled())).toEqual({
      title: '上海至洛杉矶整箱',
      shipmentType: 'FCL',
      pol: 'CNSHA',
      pod: 'USLAX',
      containers: [
        { type: '40HQ', quantity: 2 },
        { type: '20GP', quantity: 1 },
      ],
      cargoName: '园艺工具',
      cargoType: 'general',
      incoterm: 'FOB',
      readyDate: '2026-12-01',
      bidDeadline: '2026-11-25T18:00:00+08:00',
      currency: 'USD',
    });
  });

  it('sends an LCL tender with volume, weight and packages and no container lines', () => {
    const body = toTenderBody(
      filled({ shipmentType: 'LCL', volumeCbm: ' 12.5 ', weightKg: '3200.125', packages: 40 }),
    );
    expect(body).toMatchObject({ volumeCbm: '12.5', weightKg: '3200.125', packages: 40 });
    expect(body.containers).toBeUndefined();
  });

  it('keeps optional fields only when given', () => {
    const body = toTenderBody(
      filled({
        hsCode: '820190',
        budget: '5000.50',
        remarks: ' 需要熏蒸 ',
        attachments: ['/mock-oss/a.png'],
      }),
    );
    expect(body).toMatchObject({
      hsCode: '820190',
      budget: '5000.50',
      remarks: '需要熏蒸',
      attachments: ['/mock-oss/a.png'],
    });
    const bare = toTenderBody(filled({ hsCode: ' ', budget: '', remarks: '  ', attachments: [] }));
    expect(bare).not.toHaveProperty('hsCode');
    expect(bare).not.toHaveProperty('budget');
    expect(bare).not.toHaveProperty('remarks');
    expect(bare).not.toHaveProperty('attachments');
  });
});

describe('China time', () => {
  it('reads the picked wall-clock time as China time, whatever the browser zone', () => {
    expect(chinaDeadlineIso(dayjs('2026-11-25T09:05'))).toBe('2026-11-25T09:05:00+08:00');
    expect(Date.parse(chinaDeadlineIso(dayjs('2026-11-25T09:05')))).toBe(
      Date.parse('2026-11-25T01:05:00Z'),
    );
  });

  it('turns an instant back into the China wall-clock time', () => {
    expect(chinaWallTime('2026-11-25T01:05:00Z')?.format('YYYY-MM-DD HH:mm')).toBe(
      '2026-11-25 09:05',
    );
    expect(chinaWallTime('not a date')).toBeUndefined();
  });
});

describe('deadlineProblem', () => {
  it.each([
    ['2026-11-21T10:59', undefined, 'past'],
    ['2026-11-21T11:00', undefined, 'past'],
    ['2026-11-21T11:01', undefined, undefined],
    ['2026-11-30T23:59', '2026-12-01', undefined],
    ['2026-12-01T00:00', '2026-12-01', 'notBeforeReady'],
    ['2026-12-02T09:00', '2026-12-01', 'notBeforeReady'],
  ])('deadline %s with ready date %s → %s', (deadline, ready, problem) => {
    expect(deadlineProblem(dayjs(deadline), ready ? dayjs(ready) : undefined, NOW)).toBe(problem);
  });

  it('says nothing while the deadline is empty', () => {
    expect(deadlineProblem(undefined, dayjs('2026-12-01'), NOW)).toBeUndefined();
  });
});

describe('readyDateProblem', () => {
  it('wants a day after today in China', () => {
    expect(readyDateProblem(dayjs('2026-11-21'), NOW)).toBe('notAfterToday');
    expect(readyDateProblem(dayjs('2026-11-22'), NOW)).toBeUndefined();
  });
});

describe('field checks', () => {
  it('accepts positive measures with up to 3 decimals', () => {
    expect(isPositiveMeasure('12.125')).toBe(true);
    expect(isPositiveMeasure('0.001')).toBe(true);
    expect(isPositiveMeasure('0')).toBe(false);
    expect(isPositiveMeasure('1.2345')).toBe(false);
    expect(isPositiveMeasure('-1')).toBe(false);
    expect(isPositiveMeasure('abc')).toBe(false);
  });

  it('accepts positive budgets in MONEY_PATTERN', () => {
    expect(isPositiveMoney('5000')).toBe(true);
    expect(isPositiveMoney('0.01')).toBe(true);
    expect(isPositiveMoney('0.00')).toBe(false);
    expect(isPositiveMoney('1.234')).toBe(false);
    expect(isPositiveMoney('1e3')).toBe(false);
  });

  it('finds container types listed twice', () => {
    expect(
      duplicateContainerTypes([{ type: '40HQ' }, { type: '20GP' }, { type: '40HQ' }, {}]),
    ).toEqual(['40HQ']);
    expect(duplicateContainerTypes([{ type: '40HQ' }, { type: '20GP' }])).toEqual([]);
  });
});

describe('issuePrefill', () => {
  it('takes the lane and shipment type from the address', () => {
    expect(issuePrefill(new URLSearchParams('pol=cnsha&pod=USLAX&shipmentType=lcl'))).toEqual({
      pol: 'CNSHA',
      pod: 'USLAX',
      shipmentType: 'LCL',
    });
  });

  it('ignores malformed values, the same port twice and anything else', () => {
    expect(
      issuePrefill(new URLSearchParams('pol=<script>&pod=USLAX&shipmentType=AIR&title=x')),
    ).toEqual({ pod: 'USLAX' });
    expect(issuePrefill(new URLSearchParams('pol=CNSHA&pod=CNSHA'))).toEqual({ pol: 'CNSHA' });
  });

  it('takes a ready date after today in China, as a calendar day', () => {
    const prefill = issuePrefill(new URLSearchParams('pol=CNSHA&readyDate=2026-11-24'), NOW);
    expect(prefill.readyDate?.format('YYYY-MM-DD')).toBe('2026-11-24');
  });

  it('takes an FCL container line of the type and quantity, one container when only the type is given', () => {
    expect(
      issuePrefill(new URLSearchParams('pol=CNSHA&containerType=40hq&quantity=3')).containers,
    ).toEqual([{ type: '40HQ', quantity: 3 }]);
    expect(
      issuePrefill(new URLSearchParams('shipmentType=FCL&containerType=20RF')).containers,
    ).toEqual([{ type: '20RF', quantity: 1 }]);
  });

  it('leaves out an unknown container type and a quantity that is not a whole number from 1 to 999', () => {
    expect(issuePrefill(new URLSearchParams('containerType=53HC&quantity=0'))).toEqual({});
    for (const quantity of ['1000', '2.5', '-1', '1e2', 'two']) {
      expect(
        issuePrefill(new URLSearchParams(`containerType=40GP&quantity=${quantity}`)).containers,
      ).toEqual([{ type: '40GP', quantity: 1 }]);
    }
  });

  it('takes a positive volume for LCL only, and no container line for LCL', () => {
    expect(
      issuePrefill(new URLSearchParams('shipmentType=LCL&volumeCbm=8.5&containerType=40GP')),
    ).toEqual({ shipmentType: 'LCL', volumeCbm: '8.5' });
    expect(issuePrefill(new URLSearchParams('volumeCbm=8.5'))).toEqual({});
    for (const volume of ['0', '-2', '1.2345', 'lots']) {
      expect(issuePrefill(new URLSearchParams(`shipmentType=LCL&volumeCbm=${volume}`))).toEqual({
        shipmentType: 'LCL',
      });
    }
  });

  it('leaves out a ready date that is today, past, not a real day or not a date', () => {
    for (const value of ['2026-11-21', '2026-11-02', '2026-02-31', '24/11/2026', 'soon']) {
      expect(issuePrefill(new URLSearchParams(`readyDate=${value}`), NOW)).toEqual({});
    }
  });
});
