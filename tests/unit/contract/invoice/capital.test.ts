import { capitalAmount } from '@/contract/invoice/capital';

describe('capitalAmount', () => {
  it.each([
    ['1234.56', '壹仟贰佰叁拾肆元伍角陆分'],
    ['100', '壹佰元整'],
    ['100.00', '壹佰元整'],
    ['10', '壹拾元整'],
    ['1005.20', '壹仟零伍元贰角'],
    ['1010', '壹仟零壹拾元整'],
    ['1.05', '壹元零伍分'],
    ['0.50', '伍角'],
    ['0.05', '伍分'],
    ['0', '零元整'],
    ['107000.53', '壹拾万柒仟元伍角叁分'],
    ['100005', '壹拾万零伍元整'],
    ['10050', '壹万零伍拾元整'],
    ['1000000', '壹佰万元整'],
    ['100010000', '壹亿零壹万元整'],
    ['100000001', '壹亿零壹元整'],
    ['9999999999.99', '玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('%s → %s', (amount, capital) => {
    expect(capitalAmount(amount)).toBe(capital);
  });

  it('refuses what is not an amount', () => {
    expect(() => capitalAmount('-1')).toThrow(RangeError);
    expect(() => capitalAmount('1.005')).toThrow(RangeError);
  });
});
