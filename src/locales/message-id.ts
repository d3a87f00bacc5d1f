import type zhCN from './zh-CN';

/** Any id of the catalogue; a typo is a type error. */
export type MessageId = keyof typeof zhCN;
