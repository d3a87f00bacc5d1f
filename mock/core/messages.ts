/** The mock's own reply messages, in the two languages a client may ask for; each domain writes its own. */
import { domainFieldLabel, domainMessage } from './registry';

import type { Text } from './text';

export type Lang = 'zh' | 'en';

/** `Accept-Language` starting with `en` → English; anything else (or nothing) → Chinese. */
export function languageOf(request: Request): Lang {
  const header = request.headers.get('accept-language') ?? '';
  return header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

const coreMessages = {
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
} as const satisfies Record<string, Text>;

/**
 * The message tables by owner: core's here, each domain's added where it registers them (its
 * domain.ts: `declare module '../../core/messages' { interface MessageTables { … } }`), so a reply
 * names only ids that exist.
 */
export interface MessageTables {
  core: typeof coreMessages;
}

export type MessageId = {
  [Owner in keyof MessageTables]: keyof MessageTables[Owner];
}[keyof MessageTables] &
  string;

const coreFieldLabels: Record<string, Text> = {
  file: { zh: '文件', en: 'file' },
  current: { zh: '页码', en: 'page number' },
  size: { zh: '每页条数', en: 'page size' },
  id: { zh: '字典', en: 'dictionary' },
  dictId: { zh: '字典', en: 'dictionary' },
  enterpriseId: { zh: '企业', en: 'enterprise' },
  status: { zh: '状态', en: 'status' },
  sort: { zh: '排序字段', en: 'sort field' },
  order: { zh: '排序方向', en: 'sort order' },
  body: { zh: '请求内容', en: 'request body' },
};

function labelOf(field: string): Text | undefined {
  return domainFieldLabel(field) ?? coreFieldLabels[field];
}

/** A message parameter: plain, or already given in both languages. */
export type ParamValue = string | number | Text;
export type Params = Record<string, ParamValue>;

/**
 * The field's name for a message. A path into a list ('containers.0.quantity') is named by its
 * item field and line number ('container quantity (line 1)'); 'freight.40HQ' by the list's name.
 */
export function fieldLabel(field: string, lang: Lang): string {
  const known = labelOf(field)?.[lang];
  if (known) return known;
  const item = /^(\w+)\.(\d+)(?:\.(\w+))?$/.exec(field);
  if (item) {
    const [, list = '', index = '0', key] = item;
    const name = labelOf(key ? `${list}.${key}` : `${list}.item`) ?? labelOf(list);
    if (name) {
      const line = Number(index) + 1;
      return lang === 'zh' ? `第 ${line} 行${name.zh}` : `${name.en} (line ${line})`;
    }
  }
  const head = labelOf(field.split('.')[0] ?? '')?.[lang];
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
  const table: Record<string, Text> = coreMessages;
  const message = table[id] ?? domainMessage(id);
  if (!message) return id;
  const text = message[lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[lang] : String(value);
  });
  return lang === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
