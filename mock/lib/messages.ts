/** The mock's own reply messages, in the two languages a client may ask for. */
import { collectFieldLabels } from './messages-collect';
import { customsMessages } from './messages-customs';
import { directoryFieldLabels } from './messages-directory';
import { marketFieldLabels, marketMessages } from './messages-market';
import { scheduleFieldLabels, scheduleMessages } from './messages-schedule';

export type Lang = 'zh' | 'en';

/** `Accept-Language` starting with `en` → English; anything else (or nothing) → Chinese. */
export function languageOf(request: Request): Lang {
  const header = request.headers.get('accept-language') ?? '';
  return header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

type Text = { zh: string; en: string };

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
  'auth.required': { zh: '请先登录', en: 'Please log in first.' },
  'auth.expired': {
    zh: '登录已失效，请重新登录',
    en: 'Your session has expired. Please log in again.',
  },
  'auth.userType': { zh: '该功能仅对{types}开放', en: 'This is only available to {types}.' },
  'captcha.wrong': {
    zh: '图形验证码错误，请刷新后重试',
    en: 'The captcha is wrong. Please get a new one.',
  },
  'captcha.expired': {
    zh: '图形验证码已失效，请刷新后重试',
    en: 'The captcha has expired. Please get a new one.',
  },
  'captcha.notPassed': {
    zh: '请先通过图形验证码校验',
    en: 'Please pass the captcha check first.',
  },
  'login.failed': { zh: '账号或密码错误', en: 'The account or password is wrong.' },
  'login.locked': {
    zh: '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords: the account is locked. Try again in {minutes} min.',
  },
  'mobile.invalid': {
    zh: '请输入正确的中国大陆手机号',
    en: 'Enter a valid mainland China mobile number.',
  },
  'mobile.registered': {
    zh: '该手机号已注册',
    en: 'This mobile number is already registered.',
  },
  'sms.tooFrequent': {
    zh: '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'Codes are being requested too often. Try again in {seconds} s.',
  },
  'sms.dailyLimit': {
    zh: '该手机号今日获取验证码已达 {limit} 次上限，请明天再试',
    en: 'This number has reached today’s limit of {limit} codes. Try again tomorrow.',
  },
  'sms.wrong': { zh: '短信验证码错误或已失效', en: 'The SMS code is wrong or has expired.' },
  'ticket.invalid': {
    zh: '验证已失效，请重新获取短信验证码',
    en: 'The verification has expired. Please request a new SMS code.',
  },
  'password.rule': {
    zh: '密码须为 8–20 位，且同时包含字母和数字',
    en: 'The password must be 8–20 characters long and contain both letters and digits.',
  },
  'terms.required': {
    zh: '请阅读并同意用户协议和隐私政策',
    en: 'Please read and accept the terms of use and the privacy policy.',
  },
  'creditCode.invalid': {
    zh: '统一社会信用代码不正确（应为 18 位且校验位正确）',
    en: 'The unified social credit code is not valid (18 characters with a correct check character).',
  },
  'creditCode.taken': {
    zh: '该统一社会信用代码已被其他企业使用',
    en: 'Another enterprise already uses this unified social credit code.',
  },
  'cert.locked': {
    zh: '企业认证审核中，暂不能修改企业名称、统一社会信用代码和营业执照',
    en: 'Certification is under review: the company name, credit code and business licence cannot be changed now.',
  },
  'cert.pending': {
    zh: '认证申请已提交，正在审核中',
    en: 'Certification has already been submitted and is under review.',
  },
  'cert.approved': { zh: '企业已通过认证', en: 'The enterprise is already certified.' },
  'cert.missing': {
    zh: '提交认证前请先填写{label}',
    en: 'Fill in {label} before submitting certification.',
  },
  'cert.notPending': {
    zh: '该企业没有待审核的认证申请',
    en: 'This enterprise has no certification awaiting review.',
  },
  'cert.autoReject': {
    zh: '营业执照信息与企业名称不一致，请核对后重新提交',
    en: 'The business licence does not match the company name. Please check and submit again.',
  },
  'wechat.codeInvalid': {
    zh: '微信授权已失效，请重新扫码登录',
    en: 'The WeChat authorisation is not valid. Please scan again.',
  },
  'wechat.bindExpired': {
    zh: '微信授权已过期，请重新使用微信登录',
    en: 'The WeChat authorisation has expired. Please log in with WeChat again.',
  },
  'wechat.openIdBound': {
    zh: '该微信已绑定其他账号，请重新使用微信登录',
    en: 'This WeChat account is already bound to another account. Please log in with WeChat again.',
  },
  'wechat.memberBound': {
    zh: '该账号已绑定其他微信，请使用手机号和密码登录',
    en: 'This account is already bound to another WeChat account. Log in with your mobile number and password.',
  },
  'wechat.mobileNotRegistered': {
    zh: '该手机号尚未注册，请选择“注册新账号”',
    en: 'No account uses this mobile number. Choose “Register a new account” instead.',
  },
  'upload.type': {
    zh: '仅支持 JPG、PNG、WEBP 图片或 PDF 文件',
    en: 'Only JPG, PNG or WEBP images and PDF files are accepted.',
  },
  'upload.size': { zh: '文件不能超过 {maxMb} MB', en: 'The file must not exceed {maxMb} MB.' },
  'upload.empty': { zh: '文件内容为空', en: 'The file is empty.' },
  'field.positive': { zh: '{label}须大于 0', en: '{label} must be greater than 0.' },
  'field.maxItems': {
    zh: '{label}最多 {max} 项',
    en: '{label} may have at most {max} items.',
  },
  'field.duplicate': { zh: '{label}重复', en: '{label} is listed twice.' },
  'date.beforeToday': { zh: '{label}不能早于今天', en: '{label} cannot be before today.' },
  'cert.required': {
    zh: '企业认证通过后才能{action}，请先在个人中心完成企业认证',
    en: 'Your enterprise must be certified before you can {action}. Complete certification in the member centre.',
  },
  'tender.deadlinePast': {
    zh: '投标截止时间须晚于当前时间',
    en: 'The bid deadline must be in the future.',
  },
  'tender.deadlineAfterReady': {
    zh: '投标截止时间须早于货好日期',
    en: 'The bid deadline must be before the cargo ready date.',
  },
  'tender.containersRequired': {
    zh: '整箱招标至少需要一行箱型和箱量',
    en: 'An FCL tender needs at least one container line.',
  },
  'tender.samePorts': {
    zh: '目的港不能与起运港相同',
    en: 'The port of discharge must differ from the port of loading.',
  },
  'tender.notIssuer': {
    zh: '只有招标发布方可以进行此操作',
    en: 'Only the enterprise that issued this tender can do this.',
  },
  'tender.notOpen': {
    zh: '该招标已截止或已结束，不能再投标或修改投标',
    en: 'This tender is closed: bids can no longer be made or changed.',
  },
  'tender.cannotCancel': {
    zh: '只有进行中或已截止且未定标的招标可以取消',
    en: 'Only an open or closed tender without a winning bid can be cancelled.',
  },
  'tender.alreadyAwarded': { zh: '该招标已定标', en: 'This tender has already been awarded.' },
  'tender.awardWindowOver': {
    zh: '该招标已截止超过 {days} 天或已取消，不能再定标',
    en: 'This tender can no longer be awarded: it was cancelled or closed more than {days} days ago.',
  },
  'bid.lclOnly': {
    zh: '集拼企业只能对拼箱（LCL）招标投标',
    en: 'Container consolidators can only bid on LCL tenders.',
  },
  'bid.liveExists': {
    zh: '您已对该招标投标，请修改或撤回原投标',
    en: 'You already have a live bid on this tender. Revise or withdraw it instead.',
  },
  'bid.notOwner': { zh: '只能操作自己的投标', en: 'You can only change your own bids.' },
  'bid.notSubmitted': {
    zh: '该投标已撤回或已有结果，不能再修改',
    en: 'This bid has been withdrawn or decided and can no longer be changed.',
  },
  'bid.notOnTender': {
    zh: '该投标不属于此招标或已不是有效投标',
    en: 'This bid is not a live bid on this tender.',
  },
  'bid.notVisible': {
    zh: '只有投标方和招标发布方可以查看该投标',
    en: 'Only the bidder and the tender’s issuer can see this bid.',
  },
  'bid.missingFreight': {
    zh: '请填写 {unit} 的海运费',
    en: 'Enter the ocean freight for {unit}.',
  },
  'bid.unexpectedFreight': {
    zh: '海运费单位与招标的箱型不符',
    en: 'This freight line does not match the tender’s containers.',
  },
  'bid.unitNotAllowed': {
    zh: '该计费单位不适用于此类招标',
    en: 'This unit does not apply to this kind of shipment.',
  },
  'order.notParty': {
    zh: '只有订单的付款方和收款方可以查看',
    en: 'Only the payer and the payee can see this order.',
  },
  'order.notPayer': { zh: '只有付款方可以进行此操作', en: 'Only the payer can do this.' },
  'order.alreadyPaid': { zh: '该订单已支付', en: 'This order has already been paid.' },
  'order.cancelled': {
    zh: '该订单已取消，不能支付',
    en: 'This order has been cancelled and cannot be paid.',
  },
  'order.notUnpaid': {
    zh: '只有待支付的订单可以取消',
    en: 'Only an unpaid order can be cancelled.',
  },
  'payment.noPending': {
    zh: '该订单没有等待确认的支付',
    en: 'This order has no payment waiting for confirmation.',
  },
  ...marketMessages,
  ...scheduleMessages,
  ...customsMessages,
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
  ...collectFieldLabels,
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
