import {
  templateProblem,
  type TemplateContext,
  type TemplateValues,
} from '@/contract/coupon/template-rules';

const today = '2026-11-22';
const fresh: TemplateContext = { today, claimed: 0 };

const cash: TemplateValues = {
  name: 'Winter lanes',
  kind: 'cash',
  currency: 'CNY',
  faceValue: '200',
  threshold: '2000',
  totalQuantity: 100,
  perUserLimit: 2,
  price: '0',
  validityKind: 'range',
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
};
const discount: TemplateValues = {
  ...cash,
  kind: 'discount',
  faceValue: undefined,
  percent: 15,
  cap: '300',
};

const problemOf = (values: TemplateValues, context: TemplateContext = fresh) =>
  templateProblem(values, context);

describe('coupon template rules', () => {
  it('accept a complete cash or discount template', () => {
    expect(problemOf(cash)).toBeUndefined();
    expect(problemOf(discount)).toBeUndefined();
    expect(
      problemOf({ ...cash, validityKind: 'days', validFrom: undefined, validDays: 30 }),
    ).toBeUndefined();
  });

  it('keep a discount within 1–99 % and require its cap', () => {
    expect(problemOf({ ...discount, percent: 0 })).toEqual({
      field: 'percent',
      reason: 'range',
      params: { min: 1, max: 99 },
    });
    expect(problemOf({ ...discount, percent: 100 })?.reason).toBe('range');
    expect(problemOf({ ...discount, percent: 12.5 })?.reason).toBe('invalid');
    expect(problemOf({ ...discount, cap: '' })).toEqual({ field: 'cap', reason: 'required' });
    expect(problemOf({ ...discount, cap: '0' })).toEqual({ field: 'cap', reason: 'positive' });
  });

  it('refuse a threshold below a cash coupon’s face value', () => {
    expect(problemOf({ ...cash, threshold: '199.99' })).toEqual({
      field: 'threshold',
      reason: 'belowFaceValue',
    });
    expect(problemOf({ ...cash, threshold: '200.00' })).toBeUndefined();
  });

  it('refuse a validity that ends before it starts or in the past', () => {
    expect(problemOf({ ...cash, validTo: '2026-11-30' })).toEqual({
      field: 'validTo',
      reason: 'beforeFrom',
    });
    expect(problemOf({ ...cash, validFrom: '2026-11-01', validTo: '2026-11-21' })).toEqual({
      field: 'validTo',
      reason: 'beforeToday',
    });
    expect(problemOf({ ...cash, validFrom: '2026-02-30' })?.reason).toBe('invalid');
    expect(problemOf({ ...cash, validityKind: 'days', validDays: 0 })?.field).toBe('validDays');
  });

  it('keep the per-user limit within the quantity', () => {
    expect(problemOf({ ...cash, totalQuantity: 1, perUserLimit: 2 })?.reason).toBe('aboveTotal');
  });

  it('let the quantity only grow once any coupon is taken, and not before', () => {
    const taken: TemplateContext = { today, claimed: 3, saved: cash };
    expect(problemOf({ ...cash, totalQuantity: 99 }, taken)).toEqual({
      field: 'totalQuantity',
      reason: 'onlyGrows',
      params: { total: 100 },
    });
    expect(problemOf({ ...cash, totalQuantity: 100 }, taken)).toBeUndefined();
    expect(problemOf({ ...cash, totalQuantity: 150 }, taken)).toBeUndefined();
    expect(problemOf({ ...cash, totalQuantity: 10 }, { ...taken, claimed: 0 })).toBeUndefined();
  });

  it('keep the price while coupons are on unpaid pack orders, by value', () => {
    const sold: TemplateValues = { ...cash, price: '20.00' };
    const onOrder: TemplateContext = { today, claimed: 2, onOrder: 2, saved: sold };
    expect(problemOf({ ...sold, price: '25.00' }, onOrder)).toEqual({
      field: 'price',
      reason: 'onOrder',
      params: { held: 2 },
    });
    expect(problemOf({ ...sold, price: '20' }, onOrder)).toBeUndefined();
    expect(problemOf({ ...sold, price: '25.00' }, { ...onOrder, onOrder: 0 })).toBeUndefined();
  });

  it('freeze kind, values, currency and threshold once claimed', () => {
    const claimed: TemplateContext = { today, claimed: 1, saved: cash };
    expect(problemOf({ ...cash, faceValue: '300' }, claimed)).toEqual({
      field: 'faceValue',
      reason: 'frozen',
    });
    expect(problemOf({ ...cash, currency: 'USD' }, claimed)?.field).toBe('currency');
    expect(problemOf({ ...cash, faceValue: '200.00', name: 'Renamed' }, claimed)).toBeUndefined();
    expect(problemOf({ ...cash, faceValue: '300' }, { ...claimed, claimed: 0 })).toBeUndefined();
  });

  it('check the name and description lengths', () => {
    expect(problemOf({ ...cash, name: ' ' })).toEqual({ field: 'name', reason: 'required' });
    expect(problemOf({ ...cash, name: 'x'.repeat(41) })?.reason).toBe('tooLong');
    expect(problemOf({ ...cash, description: 'x'.repeat(201) })?.field).toBe('description');
  });
});
