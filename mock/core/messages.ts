/** The mock's own reply messages, in the two languages a client may ask for; each domain writes its own. */
import { authMessages } from '../domains/auth/messages';
import { couponMessages } from '../domains/coupon/messages';
import { directoryFieldLabels } from '../domains/directory/messages';
import { favouriteFieldLabels } from '../domains/favourite/messages';
import { hsCodeMessages } from '../domains/hs-code/messages';
import { marketFieldLabels, marketMessages } from '../domains/market/messages';
import { memberMessages } from '../domains/member/messages';
import { scheduleFieldLabels, scheduleMessages } from '../domains/schedule/messages';
import { tradeMessages } from '../domains/trade/messages';
import { uploadMessages } from '../domains/upload/messages';

import type { Text } from './text';

export type Lang = 'zh' | 'en';

/** `Accept-Language` starting with `en` → English; anything else (or nothing) → Chinese. */
export function languageOf(request: Request): Lang {
  const header = request.headers.get('accept-language') ?? '';
  return header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

const messages = {
  ok: { zh: '操作成功', en: 'Success' },
  'server.error': {
    zh: '服务器内部错误，请稍后重试',
    en: 'Internal server error. Please try again later.',
  },
  'body.invalid': { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON.' },
  'field.required': { zh: '请填写{label}', en: '{label} is required.' },
  'field.invalid': { zh: '{label}格式不正确', en: '{label} is not valid.' },
  'field.tooLong': {
    zh: '{label}不能超过 {max} 个字符',
    en: '{label} must be at most {max} characters.',
  },
  'field.range': {
    zh: '{label}须在 {min} 到 {max} 之间',
    en: '{label} must be between {min} and {max}.',
  },
  'field.notFound': { zh: '{label}不存在', en: '{label} was not found.' },
  'field.positive': { zh: '{label}须大于 0', en: '{label} must be greater than 0.' },
  'field.maxItems': {
    zh: '{label}最多 {max} 项',
    en: '{label} may have at most {max} items.',
  },
  'field.duplicate': { zh: '{label}重复', en: '{label} is listed twice.' },
  'date.beforeToday': { zh: '{label}不能早于今天', en: '{label} cannot be before today.' },
  ...authMessages,
  ...memberMessages,
  ...tradeMessages,
  ...uploadMessages,
  ...marketMessages,
  ...scheduleMessages,
  ...hsCodeMessages,
  ...couponMessages,
} as const satisfies Record<string, Text>;

export type MessageId = keyof typeof messages;

const fieldLabels: Record<string, Text> = {
  mobile: { zh: '手机号', en: 'mobile number' },
  password: { zh: '密码', en: 'password' },
  username: { zh: '账号', en: 'account' },
  captchaKey: { zh: '图形验证码', en: 'captcha' },
  captchaCode: { zh: '图形验证码', en: 'captcha' },
  smsCode: { zh: '短信验证码', en: 'SMS code' },
  scene: { zh: '验证码用途', en: 'code purpose' },
  ticket: { zh: '验证凭证', en: 'verification ticket' },
  companyName: { zh: '企业名称', en: 'company name' },
  userType: { zh: '用户类型', en: 'user type' },
  agreeTerms: { zh: '用户协议', en: 'terms of use' },
  grantType: { zh: '授权类型', en: 'grant type' },
  refreshToken: { zh: '刷新令牌', en: 'refresh token' },
  nickname: { zh: '昵称', en: 'nickname' },
  email: { zh: '邮箱', en: 'e-mail' },
  avatar: { zh: '头像', en: 'avatar' },
  code: { zh: '授权码', en: 'authorisation code' },
  bindTicket: { zh: '微信授权', en: 'WeChat authorisation' },
  file: { zh: '文件', en: 'file' },
  current: { zh: '页码', en: 'page number' },
  size: { zh: '每页条数', en: 'page size' },
  id: { zh: '字典', en: 'dictionary' },
  dictId: { zh: '字典', en: 'dictionary' },
  enterpriseId: { zh: '企业', en: 'enterprise' },
  decision: { zh: '审核结果', en: 'decision' },
  reason: { zh: '驳回原因', en: 'reason' },
  accessTokenTtl: { zh: '访问令牌有效期', en: 'access-token lifetime' },
  certReviewSeconds: { zh: '认证审核延迟', en: 'certification review delay' },
  refreshTokenTtl: { zh: '刷新令牌有效期', en: 'refresh-token lifetime' },
  latencyMs: { zh: '响应延迟', en: 'latency' },
  paymentSeconds: { zh: '支付确认延迟', en: 'payment confirmation delay' },
  title: { zh: '招标标题', en: 'title' },
  shipmentType: { zh: '运输方式', en: 'shipment type' },
  pol: { zh: '起运港', en: 'port of loading' },
  pod: { zh: '目的港', en: 'port of discharge' },
  containers: { zh: '箱型箱量', en: 'containers' },
  'containers.type': { zh: '箱型', en: 'container type' },
  'containers.quantity': { zh: '箱量', en: 'container quantity' },
  containerType: { zh: '箱型', en: 'container type' },
  volumeCbm: { zh: '体积', en: 'volume' },
  weightKg: { zh: '毛重', en: 'gross weight' },
  packages: { zh: '件数', en: 'packages' },
  quantityMin: { zh: '最少箱量', en: 'minimum quantity' },
  quantityMax: { zh: '最多箱量', en: 'maximum quantity' },
  cargoName: { zh: '货物名称', en: 'cargo name' },
  cargoType: { zh: '货物类型', en: 'cargo type' },
  hsCode: { zh: 'HS 编码', en: 'HS code' },
  incoterm: { zh: '贸易术语', en: 'Incoterm' },
  readyDate: { zh: '货好日期', en: 'cargo ready date' },
  readyFrom: { zh: '货好日期起', en: 'ready date from' },
  readyTo: { zh: '货好日期止', en: 'ready date to' },
  bidDeadline: { zh: '投标截止时间', en: 'bid deadline' },
  deadlineFrom: { zh: '截止日期起', en: 'deadline from' },
  deadlineTo: { zh: '截止日期止', en: 'deadline to' },
  currency: { zh: '币种', en: 'currency' },
  budget: { zh: '预算', en: 'budget' },
  budgetMin: { zh: '最低预算', en: 'minimum budget' },
  budgetMax: { zh: '最高预算', en: 'maximum budget' },
  remarks: { zh: '备注', en: 'remarks' },
  attachments: { zh: '附件', en: 'attachments' },
  'attachments.item': { zh: '附件', en: 'attachment' },
  status: { zh: '状态', en: 'status' },
  sort: { zh: '排序字段', en: 'sort field' },
  order: { zh: '排序方向', en: 'sort order' },
  tenderId: { zh: '招标', en: 'tender' },
  bidId: { zh: '投标', en: 'bid' },
  freight: { zh: '海运费', en: 'ocean freight' },
  'freight.unit': { zh: '海运费单位', en: 'freight unit' },
  'freight.amount': { zh: '海运费金额', en: 'freight amount' },
  surcharges: { zh: '附加费', en: 'surcharges' },
  'surcharges.code': { zh: '附加费代码', en: 'surcharge code' },
  'surcharges.amount': { zh: '附加费金额', en: 'surcharge amount' },
  'surcharges.unit': { zh: '附加费计费单位', en: 'surcharge unit' },
  carrier: { zh: '船公司', en: 'carrier' },
  transitDays: { zh: '航程天数', en: 'transit days' },
  etd: { zh: '预计开船日期', en: 'ETD' },
  validUntil: { zh: '报价有效期', en: 'valid-until date' },
  freeDays: { zh: '免堆期天数', en: 'free days' },
  orderNo: { zh: '订单', en: 'order' },
  method: { zh: '支付方式', en: 'payment method' },
  requestId: { zh: '请求编号', en: 'request id' },
  body: { zh: '请求内容', en: 'request body' },
  'enterprise.name': { zh: '企业名称', en: 'company name' },
  'enterprise.unifiedSocialCreditCode': {
    zh: '统一社会信用代码',
    en: 'unified social credit code',
  },
  'enterprise.provinceCode': { zh: '所在省份', en: 'province' },
  'enterprise.address': { zh: '详细地址', en: 'address' },
  'enterprise.contactName': { zh: '联系人', en: 'contact name' },
  'enterprise.contactPhone': { zh: '联系电话', en: 'contact phone' },
  'enterprise.email': { zh: '企业邮箱', en: 'company e-mail' },
  'enterprise.intro': { zh: '企业简介', en: 'company introduction' },
  'enterprise.services': { zh: '服务类型', en: 'services' },
  'enterprise.logo': { zh: '企业标志', en: 'logo' },
  'enterprise.businessLicence': { zh: '营业执照', en: 'business licence' },
  ...marketFieldLabels,
  ...directoryFieldLabels,
  ...favouriteFieldLabels,
  ...scheduleFieldLabels,
};

/** A message parameter: plain, or already given in both languages. */
export type ParamValue = string | number | Text;
export type Params = Record<string, ParamValue>;

/**
 * The field's name for a message. A path into a list ('containers.0.quantity') is named by its
 * item field and line number ('container quantity (line 1)'); 'freight.40HQ' by the list's name.
 */
export function fieldLabel(field: string, lang: Lang): string {
  const known = fieldLabels[field]?.[lang];
  if (known) return known;
  const item = /^(\w+)\.(\d+)(?:\.(\w+))?$/.exec(field);
  if (item) {
    const [, list = '', index = '0', key] = item;
    const name = fieldLabels[key ? `${list}.${key}` : `${list}.item`] ?? fieldLabels[list];
    if (name) {
      const line = Number(index) + 1;
      return lang === 'zh' ? `第 ${line} 行${name.zh}` : `${name.en} (line ${line})`;
    }
  }
  const head = fieldLabels[field.split('.')[0] ?? '']?.[lang];
  return head ?? field;
}

/** The text of `id` in `lang`; `{label}` is the refused field's name unless given in `params`. */
export function renderMessage(
  id: MessageId,
  lang: Lang,
  params: Params = {},
  field?: string,
): string {
  const values: Params =
    field === undefined ? params : { label: fieldLabel(field, lang), ...params };
  const text = messages[id][lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[lang] : String(value);
  });
  return lang === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
