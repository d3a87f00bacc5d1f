import { readTexts } from '../../build/texts.ts';

/** Every message of each locale, as the app shows them once every area has loaded. */
export const zhCN = readTexts('zh-CN');
export const enUS = readTexts('en-US');
export const arEG = readTexts('ar-EG');
