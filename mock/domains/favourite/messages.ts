/** Names of the favourite calls' fields in refusals (registered with the domain). */
export const favouriteFieldLabels = {
  kind: { zh: '收藏类型', en: 'favourite kind' },
  targetId: { zh: '收藏对象', en: 'the favourited item' },
  targetIds: { zh: '收藏对象', en: 'the favourited items' },
} as const satisfies Record<string, { zh: string; en: string }>;
