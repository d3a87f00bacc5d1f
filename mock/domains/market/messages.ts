/** The market's reply messages and field names (registered with the domain). */
import type { Text } from '../../core/text';

export const marketMessages = {
  'listing.notFound': {
    zh: '该运价不存在或已删除',
    en: 'This freight rate does not exist or was deleted.',
  },
  'listing.notOwner': {
    zh: '只能操作本企业发布的运价',
    en: 'You can only change freight rates your company published.',
  },
  'listing.expiredShelf': {
    zh: '该运价已过期，请先修改有效期再上架',
    en: 'This freight rate has expired. Change its validity before putting it on the market.',
  },
  'listing.pricesRequired': {
    zh: '请至少填写一个箱型的运价',
    en: 'Enter the price of at least one container type.',
  },
  'listing.lclPrice': {
    zh: '拼箱运价只能按立方米报价',
    en: 'An LCL rate is priced per cbm only.',
  },
  'listing.fclPrice': {
    zh: '整箱运价须按箱型报价',
    en: 'An FCL rate is priced per container type.',
  },
  'listing.unitNotAllowed': {
    zh: '{label}与运输方式不符：按箱计费仅用于整箱，按立方米计费仅用于拼箱',
    en: '{label} does not fit the shipment type: per container is for FCL only, per cbm for LCL only.',
  },
  'listing.validToAfterFrom': {
    zh: '有效期止须晚于有效期起',
    en: 'The valid-to date must be after the valid-from date.',
  },
  'listing.validityTooLong': {
    zh: '有效期不能超过 {days} 天',
    en: 'The validity cannot be longer than {days} days.',
  },
  'listing.sailingDaysRequired': {
    zh: '请至少选择一个开船日',
    en: 'Choose at least one sailing day.',
  },
} as const satisfies Record<string, Text>;

export const marketFieldLabels: Record<string, Text> = {
  prices: { zh: '运价', en: 'prices' },
  'prices.unit': { zh: '运价箱型', en: 'price unit' },
  'prices.amount': { zh: '运价金额', en: 'price' },
  sailingDays: { zh: '开船日', en: 'sailing days' },
  'sailingDays.item': { zh: '开船日', en: 'sailing day' },
  validFrom: { zh: '有效期起', en: 'valid-from date' },
  validTo: { zh: '有效期止', en: 'valid-to date' },
  quantity: { zh: '箱量', en: 'quantity' },
};
