/**
 * The mock's own reply messages, in the two languages a client may ask for; each domain writes its
 * own. The texts themselves live in the owner's messages.json; its messages.ts types them.
 */
import texts from './messages.json' with { type: 'json' };
import { domainFieldLabel, domainMessage } from './registry';

import type { Text } from './text';

export type Lang = 'zh' | 'en';

/**
 * The first language of `Accept-Language` (by weight, then order) that the mock writes: `en…` →
 * English, `zh…` → Chinese; none of them (or no header) → Chinese. `ar-EG, en-US;q=0.8` → English.
 */
export function languageOf(request: Request): Lang {
  const wanted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const weight = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.trim(), q: weight ? Number(weight.trim().slice(2)) : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  const first = wanted.find(({ tag }) => tag.startsWith('en') || tag.startsWith('zh'));
  return first?.tag.startsWith('en') ? 'en' : 'zh';
}

const coreMessages = texts.coreMessages satisfies Record<string, Text>;

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

const coreFieldLabels: Record<string, Text> = texts.coreFieldLabels;

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
