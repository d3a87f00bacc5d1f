/** Invoices: the mock's reply messages (registered with the domain) and the names of their fields. */
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
  'invoice.noOrders': { zh: '请选择要开票的订单', en: 'Choose the orders to invoice.' },
  'invoice.twoPayees': {
    zh: '一张发票只能包含同一收款方的订单',
    en: 'One invoice can only cover orders paid to one payee.',
  },
  'invoice.twoCurrencies': {
    zh: '一张发票只能包含同一币种的订单',
    en: 'One invoice can only cover orders in one currency.',
  },
  'invoice.orderNotFound': { zh: '订单 {orderNo} 不存在', en: 'Order {orderNo} does not exist.' },
  'invoice.notOrderPayer': {
    zh: '只能为本企业支付的订单申请发票（{orderNo}）',
    en: 'You can only apply for invoices for orders your company paid ({orderNo}).',
  },
  'invoice.orderNotPaid': {
    zh: '订单 {orderNo} 尚未支付，不能开票',
    en: 'Order {orderNo} is not paid yet: it cannot be invoiced.',
  },
  'invoice.orderTaken': {
    zh: '订单 {orderNo} 已在其他开票申请中',
    en: 'Order {orderNo} is already on another invoice application.',
  },
  'invoice.orderVoucher': {
    zh: '订单 {orderNo} 购买的是优惠券包（预付凭证），不单独开票：用券支付的运费订单开具发票',
    en: 'Order {orderNo} bought a coupon pack, a prepaid voucher: it is not invoiced itself; the freight orders paid with its coupons are.',
  },
  'invoice.orderNothingPaid': {
    zh: '订单 {orderNo} 由优惠券全额抵扣，实付 0.00，无可开票金额',
    en: 'Order {orderNo} was paid in full by a coupon: 0.00 was charged, so there is nothing to invoice.',
  },
  'invoice.exemptSpecial': {
    zh: '所选订单含免税项目，只能开具增值税普通发票，请选择普通发票抬头',
    en: 'The orders include VAT-exempt lines, which only go on a general invoice: choose a general title.',
  },
  'invoice.titleIncomplete': {
    zh: '该发票抬头信息不完整或与认证信息不符，请先修改抬头',
    en: 'This invoice title is incomplete or no longer matches your certification: edit it first.',
  },
  'invoice.applicationNotFound': {
    zh: '该开票申请不存在',
    en: 'This invoice application does not exist.',
  },
  'invoice.notPayee': {
    zh: '只能处理向本企业提出的开票申请',
    en: 'You can only answer invoice applications addressed to your company.',
  },
  'invoice.notPending': {
    zh: '该申请已处理，不能再次开票或驳回',
    en: 'This application has already been answered.',
  },
  'invoice.notParty': {
    zh: '只能操作本企业申请或开具的发票',
    en: 'You can only act on invoices your company applied for or issued.',
  },
  'invoice.notIssued': {
    zh: '发票尚未开具，不能发送',
    en: 'This invoice has not been issued yet: there is nothing to send.',
  },
  'invoice.resendTooSoon': {
    zh: '发票刚刚发送过，请 {seconds} 秒后再试',
    en: 'The invoice was sent a moment ago: try again in {seconds} s.',
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
  orderNos: { zh: '开票订单', en: 'orders to invoice' },
  titleId: { zh: '发票抬头', en: 'invoice title' },
  email: { zh: '接收邮箱', en: 'e-mail address' },
  reason: { zh: '驳回原因', en: 'reason' },
  role: { zh: '查看方', en: 'side' },
  status: { zh: '申请状态', en: 'application status' },
};
