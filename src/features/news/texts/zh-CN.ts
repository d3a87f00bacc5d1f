/** Texts of news and the help centre (a lazy area: loaded with its pages). */
const news = {
  'news.category.industry': '行业资讯',
  'news.category.notice': '平台公告',
  'news.category.help': '帮助中心',
  'news.categories.label': '资讯分类',
  'news.list.helpTitle': '帮助中心',
  'news.list.helpDescription': '注册、认证、招投标、支付和收藏等常见问题的解答。',
  'news.list.unknownCategory': '没有“{category}”这个分类，已为您显示行业资讯。',
  'news.search.label': '搜索标题或摘要',
  'news.search.placeholder': '搜索标题或摘要',
  'news.search.submit': '搜索',
  'news.list.label': '资讯列表',
  'news.list.pages': '资讯分页',
  'news.list.total': '共 {total} 篇',
  'news.list.empty': '这个分类下还没有文章',
  'news.list.emptyFor': '没有找到与“{keyword}”相关的文章',
  'news.list.clearSearch': '清除搜索',
  'news.list.loadFailed': '资讯加载失败',
  'news.views': '{count} 次阅读',
  'news.published': '发布于 {date}',
  'news.detail.loading': '正在加载文章',
  'news.detail.back': '返回{category}',
  'news.detail.neighbours': '上一篇和下一篇',
  'news.detail.previous': '上一篇',
  'news.detail.next': '下一篇',
  'news.detail.noPrevious': '没有更早的文章',
  'news.detail.noNext': '已是最新一篇',
  'news.detail.notFound.title': '文章不存在',
  'news.detail.notFound.description': '这篇文章可能已被删除，或链接有误。',
  'news.detail.missingId.title': '未指定文章',
  'news.detail.missingId.description': '链接中缺少文章编号，请从资讯中心进入。',
  'news.detail.toList': '前往资讯中心',
  'news.detail.loadFailed': '文章加载失败',
} as const;

export default news;

declare global {
  interface CatalogueAreas {
    news: typeof news;
  }
}
