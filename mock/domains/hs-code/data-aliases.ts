import aliases from './data/aliases.json' with { type: 'json' };

/**
 * Everyday words the tariff does not use, and the code prefixes they mean: the search finds these
 * codes after every match in the descriptions (e.g. 笔记本电脑 / laptop → 便携式自动数据处理设备).
 * Keys are lower case; a prefix that holds no code in the sample simply finds nothing. The table
 * lives in `data/aliases.json`.
 */
export const HS_ALIASES: Readonly<Record<string, readonly string[]>> = aliases;
