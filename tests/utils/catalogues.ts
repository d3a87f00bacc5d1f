import { readTexts } from '../../build/texts.ts';

/** Every message of each locale, as the app shows them once every area has loaded. */
export const zhCN = readTexts('zh-CN');
export const enUS = readTexts('en-US');
export const arEG = readTexts('ar-EG');

/** Each locale with its messages, in the order the app offers them. */
export const EVERY_CATALOGUE = [
  ['zh-CN', zhCN],
  ['en-US', enUS],
  ['ar-EG', arEG],
] as const;

/** Each locale's messages by its tag. */
export const CATALOGUE_OF = { 'zh-CN': zhCN, 'en-US': enUS, 'ar-EG': arEG } as const;
