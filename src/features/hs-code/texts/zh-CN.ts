/** Texts of the HS code and tariff look-up (a lazy area: loaded with its pages and the tender form). */
const hsCode = {
  'hsCode.search.label': 'HS 编码或商品名称',
  'hsCode.search.placeholder': '输入编码（如 8517.62）或商品名称（如 手机）',
  'hsCode.search.submit': '查询',
  'hsCode.search.hint': '编码前缀 2–10 位数字（点和空格会被忽略），或中英文商品名称。',
  'hsCode.search.empty': '请输入 HS 编码或商品名称',
  'hsCode.search.tooShort': '编码至少输入 2 位数字（已输入 {count} 位），如章号 85',
  'hsCode.search.tooLong': 'HS 编码最多 10 位数字（已输入 {count} 位）',
  'hsCode.search.kind.prefix': '以 {prefix} 开头的编码',
  'hsCode.search.kind.keyword': '名称含“{keyword}”的编码',
  'hsCode.results.label': '查询结果',
  'hsCode.results.total': '{what}：共 {total} 个',
  'hsCode.results.pages': '结果分页',
  'hsCode.results.loadFailed': '查询失败',
  'hsCode.results.slow': '仍在查询，请稍候…',
  'hsCode.results.empty': '没有找到{what}。',
  'hsCode.results.emptyHint': '可以试试更短的编码前缀、换个商品名称，或在下方按章节浏览。',
  'hsCode.results.clear': '清空查询',
  'hsCode.detail.label': '编码详情',
  'hsCode.detail.none': '在结果中选择一个编码查看税率、监管条件和申报要素。',
  'hsCode.detail.loadFailed': '编码 {code} 加载失败',
  'hsCode.detail.notFound': '样本数据中没有编码 {code}。',
  'hsCode.detail.close': '关闭详情',
  'hsCode.detail.chapter': '章',
  'hsCode.detail.heading': '品目',
  'hsCode.detail.unit.first': '第一单位',
  'hsCode.detail.unit.second': '第二单位',
  'hsCode.detail.unit.none': '无',
  'hsCode.detail.mfnRate': '最惠国进口税率',
  'hsCode.detail.generalRate': '普通进口税率',
  'hsCode.detail.vatRate': '增值税率',
  'hsCode.detail.exportRebateRate': '出口退税率',
  'hsCode.detail.supervision': '监管条件',
  'hsCode.detail.inspection': '检验检疫类别',
  'hsCode.detail.noCondition': '无',
  'hsCode.detail.elements': '申报要素',
  'hsCode.detail.noElements': '无',
  'hsCode.detail.updatedAt': '数据更新日期',
  'hsCode.copy.field': '编码 {code}',
  'hsCode.copy.short': '复制',
  'hsCode.tree.title': '按章节浏览',
  'hsCode.tree.loading': '正在加载…',
  'hsCode.tree.loadFailed': '目录加载失败',
  'hsCode.tree.count': '{count} 个编码',
  'hsCode.tree.chapter': '第 {code} 章',
  'hsCode.tree.searchHeading': '查询 {code} 下的编码',
  'hsCode.notice.title': '样本数据',
  'hsCode.notice.sample':
    '本页为海关进出口税则的样本数据，税率截至 {asOf}，共 {count} 个编码、{chapters} 章。申报前请向海关或报关行核实。',
  'hsCode.notice.full': '税率截至 {asOf}，共 {count} 个编码。申报前请向海关或报关行核实。',
  'hsCode.hsInput.placeholder': '输入编码或商品名称，如 8517 或 手机',
  'hsCode.hsInput.searching': '正在查找…',
  'hsCode.hsInput.noMatch': '样本数据中没有匹配的编码，可直接输入 6–10 位编码',
  'hsCode.hsInput.failed': '暂时无法查询编码，可直接输入 6–10 位编码',
};

export default hsCode;

declare global {
  interface CatalogueAreas {
    'hs-code': typeof hsCode;
  }
}
