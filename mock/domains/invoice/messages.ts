/** Invoices: the mock's reply messages (merged into core/messages.ts) and the names of their fields. */
import type { Text } from '../../core/text';

export const invoiceMessages = {
  'invoice.titleNotFound': { zh: '该发票抬头不存在', en: 'This invoice title does not exist.' },
  'invoice.notTitleOwner': {
    zh: '只能操作自己的发票抬头',
    en: 'You can only change your own invoice titles.',
  },
  'invoice.titleInUse': {
    zh: '该抬头正被待开票的申请使用，不能删除',
    en: 'A pending invoice application uses this title: it cannot be deleted.',
  },
  'invoice.tooManyTitles': {
    zh: '最多保存 {max} 个发票抬头',
    en: 'You can keep at most {max} invoice titles.',
  },
  'invoice.taxNo.length': {
    zh: '{label}应为 18 位统一社会信用代码（普通发票也可用 15、17 或 20 位旧税号）',
    en: '{label} must be the 18-character unified social credit code (or a legacy 15-, 17- or 20-character number on a general invoice).',
  },
  'invoice.taxNo.checkChar': {
    zh: '{label}的校验位不正确，请核对',
    en: 'The check character of the {label} is wrong: check the number.',
  },
  'invoice.taxNo.legacyOnSpecial': {
    zh: '专用发票须使用 18 位统一社会信用代码',
    en: 'A special VAT invoice needs the 18-character unified social credit code.',
  },
  'invoice.notCertified': {
    zh: '企业认证通过后才能开具增值税专用发票',
    en: 'Special VAT invoices are available once your company is certified.',
  },
  'invoice.notCertifiedName': {
    zh: '专用发票的抬头须与认证的企业名称“{name}”一致',
    en: 'A special invoice’s title must be your certified company name, “{name}”.',
  },
  'invoice.notCertifiedTaxNo': {
    zh: '专用发票的税号须与认证的统一社会信用代码一致',
    en: 'A special invoice’s taxpayer number must be your certified unified social credit code.',
  },
} as const satisfies Record<string, Text>;

/** The names of the invoice calls' fields, given to each 4000 as its `label`. */
export const INVOICE_FIELD_LABELS: Record<string, Text> = {
  id: { zh: '发票抬头', en: 'invoice title' },
  type: { zh: '发票类型', en: 'invoice type' },
  title: { zh: '发票抬头', en: 'invoice title' },
  taxNo: { zh: '纳税人识别号', en: 'taxpayer number' },
  address: { zh: '注册地址', en: 'registered address' },
  phone: { zh: '注册电话', en: 'registered phone' },
  bank: { zh: '开户银行', en: 'bank' },
  account: { zh: '银行账号', en: 'bank account' },
  isDefault: { zh: '默认抬头', en: 'default title' },
};
