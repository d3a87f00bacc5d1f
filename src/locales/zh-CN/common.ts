const common = {
  'common.appName': '货运交易平台',
  'common.loading': '加载中…',
  'common.retry': '重试',
  'common.reload': '刷新页面',
  'common.backHome': '返回首页',
  'common.ok': '确定',
  'common.cancel': '取消',
  'common.save': '保存',
  'common.submit': '提交',
  'common.search': '搜索',
  'common.reset': '重置',
  'common.empty': '暂无数据',
  'common.userType.1': '外贸企业',
  'common.userType.2': '货代企业',
  'common.userType.3': '集拼企业',
  'common.favourite.label': '收藏',
  'common.favourite.added': '已收藏',
  'common.favourite.add': '收藏{name}',
  'common.favourite.remove': '取消收藏{name}',
} as const;

export default common;
