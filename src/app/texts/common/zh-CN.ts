const common = {
  'common.appName': '货运交易平台',
  // The name in a header narrower than 768 px, where the whole name may not fit beside its buttons.
  'common.appShortName': '货运交易平台',
  'common.loading': '加载中…',
  'request.loading': '加载中',
  'common.retry': '重试',
  'common.reload': '刷新页面',
  'common.partFailed': '这部分内容未能加载',
  'common.link.refused.malformed': '地址无效，未打开',
  'common.link.refused.scheme': '只打开 https 地址，此地址未打开',
  'common.link.refused.host': '地址不在本平台或其文件存储上，为安全未打开',
  'common.link.refused.credentials': '地址中含用户名或密码，为安全未打开',
  'common.link.newTab': '{site}（在新标签页打开）',
  'common.fieldFailed': '该选项未能打开，请检查网络后重试。',
  'common.backHome': '返回首页',
  'common.ok': '确定',
  'common.cancel': '取消',
  'common.edit': '编辑',
  'common.delete': '删除',
  'common.save': '保存',
  'common.submit': '提交',
  'common.search': '搜索',
  'common.reset': '重置',
  'common.clear': '清除',
  'common.busy': '处理中',
  'common.pager.prev': '上一页',
  'common.pager.next': '下一页',
  'common.empty': '暂无数据',
  'common.userType.1': '外贸企业',
  'common.userType.2': '货代企业',
  'common.userType.3': '集拼企业',
  'common.favourite.label': '收藏',
  'common.favourite.added': '已收藏',
  'common.favourite.add': '收藏{name}',
  'common.favourite.remove': '取消收藏{name}',
  'common.copy': '复制{field}',
  'common.copied': '已复制{field}',
  'common.copyFailed': '无法复制，请手动选中后复制',
  'common.lane': '{pol} → {pod}',
  'common.tabPosition': '第 {position} 个标签，共 {count} 个',
  'common.draft.restored': '已恢复你上次填写但未提交的内容（本机保存于 {time}）。',
  'common.draft.discard': '丢弃草稿',
  'common.draft.discarded': '草稿已丢弃',
} as const;

export default common;

declare global {
  interface CatalogueAreas {
    common: typeof common;
  }
}
