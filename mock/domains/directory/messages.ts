/** Names of the directory's query fields in refusals (registered with the domain). */
export const directoryFieldLabels = {
  category: { zh: '企业分类', en: 'enterprise category' },
  keyword: { zh: '关键词', en: 'keyword' },
  provinceCode: { zh: '所在省份', en: 'province' },
  service: { zh: '服务类型', en: 'service' },
  certified: { zh: '仅看认证企业', en: 'certified only' },
} as const satisfies Record<string, { zh: string; en: string }>;
