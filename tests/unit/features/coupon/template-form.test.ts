import type { CouponTemplate } from '@/contract/coupon/types';
import {
  blankTemplateValues,
  templateValuesOf,
  toTemplateInput,
  toTemplateValues,
} from '@/features/coupon/utils/template-form';

/** 2026-03-10 10:00 China time. */
const NOW = Date.UTC(2026, 2, 10, 2, 0, 0);

const template: CouponTemplate = {
  id: '7100',
  name: 'Spring 10% off',
  kind: 'discount',
  currency: 'USD',
  percent: 10,
  cap: '50',
  threshold: '500',
  totalQuantity: 100,
  perUserLimit: 2,
  price: '0',
  validityKind: 'range',
  validFrom: '2026-01-01',
  validTo: '2026-02-01',
  issuer: { enterpriseId: '2002', name: '上海远航' },
  status: 'active',
  frozen: true,
  claimed: 3,
  used: 1,
  reserved: 0,
  held: 0,
  remaining: 97,
  revenue: '0',
  createdAt: '2025-12-20T09:00:00+08:00',
  updatedAt: '2025-12-20T09:00:00+08:00',
};

describe('templateValuesOf', () => {
  it('keeps a saved template’s values for an edit, its past dates included', () => {
    const values = templateValuesOf(template, undefined, NOW);
    expect(values).toMatchObject({ name: 'Spring 10% off', percent: 10, cap: '50' });
    expect(values.validTo?.format('YYYY-MM-DD')).toBe('2026-02-01');
  });

  it('names a copy and gives it the blank form’s range when the original range is over', () => {
    const values = templateValuesOf(template, { name: 'Spring 10% off copy' }, NOW);
    expect(values.name).toBe('Spring 10% off copy');
    expect(values.validFrom?.format('YYYY-MM-DD')).toBe('2026-03-10');
    expect(values.validTo?.format('YYYY-MM-DD')).toBe('2026-04-09');
  });

  it('keeps the original name when the copy’s name would be too long', () => {
    const values = templateValuesOf(template, { name: 'x'.repeat(41) }, NOW);
    expect(values.name).toBe('Spring 10% off');
  });
});

describe('toTemplateInput', () => {
  it('trims and drops what the kind and the validity do not use', () => {
    const input = toTemplateInput({
      ...blankTemplateValues(NOW),
      name: '  New cash  ',
      faceValue: ' 20 ',
      percent: 15,
      cap: '100',
      threshold: '200',
      totalQuantity: 10,
      description: '   ',
    });
    expect(input).toEqual({
      name: 'New cash',
      kind: 'cash',
      currency: 'USD',
      faceValue: '20',
      threshold: '200',
      totalQuantity: 10,
      perUserLimit: 1,
      price: '0',
      validityKind: 'days',
      validDays: 30,
    });
  });

  it('sends a range as China calendar days', () => {
    const values = {
      ...templateValuesOf(template, undefined, NOW),
      validityKind: 'range' as const,
    };
    expect(toTemplateInput(values)).toMatchObject({
      validFrom: '2026-01-01',
      validTo: '2026-02-01',
    });
    expect(toTemplateValues(values)).not.toHaveProperty('validDays');
  });
});
