/** Texts of favourites (a lazy area: loaded with its pages). */
const collect = {
  'collect.tabs': '收藏类型',
  'collect.kind.tender': '招标',
  'collect.kind.listing': '运价',
  'collect.kind.enterprise': '企业',
  'collect.kind.news': '资讯',
  'collect.favouritedAt': '收藏于 {date}',
  'collect.gone': '该内容已不存在',
  'collect.gone.hint': '它可能已被删除，你可以取消这条收藏。',
  'collect.remove': '取消收藏',
  'collect.remove.named': '取消收藏：{name}',
  'collect.removed': '已取消收藏“{name}”',
  'collect.undo': '撤销',
  'collect.undo.named': '撤销取消收藏：{name}',
  'collect.actionFailed': '操作没有成功：{reason}',
  'collect.empty': '这里还没有收藏',
  'collect.empty.browse': '去逛逛',
  'collect.loadFailed': '收藏没有加载成功',
  'collect.retry': '重试',
} as const;

export default collect;
