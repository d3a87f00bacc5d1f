/** A list's export to a spreadsheet: the button, its progress and what the file says above the table. */
const exportTexts = {
  'export.action': '导出 Excel',
  'export.actionNamed': '导出 Excel：“{title}”的全部结果',
  'export.fetching': '正在获取数据：{received} / {total} 行',
  'export.writing': '正在生成 Excel 文件（{total} 行）…',
  'export.done': '已导出 {total} 行，文件“{fileName}”已开始下载',
  'export.failed': '未能导出“{title}”',
  'export.filter': '{label}：{value}',
  'export.noFilters': '筛选条件：无（全部）',
  'export.exportedAt': '导出时间：{time}（北京时间 UTC+8）',
  'export.zoned': '{header}（UTC+8）',
  'export.fileName': '{title}-{date}',
} as const;

export default exportTexts;

declare global {
  interface CatalogueAreas {
    export: typeof exportTexts;
  }
}
