/** Texts of favourites (a lazy area: loaded with its pages). */
const favourite = {
  'favourite.tabs': '收藏类型',
  'favourite.tab': '{label}（{count}）',
  'favourite.kind.tender': '招标',
  'favourite.kind.listing': '运价',
  'favourite.kind.enterprise': '企业',
  'favourite.kind.news': '资讯',
  'favourite.favouritedAt': '收藏于 {date}',
  'favourite.gone': '该内容已不存在',
  'favourite.gone.hint': '它可能已被删除，你可以取消这条收藏。',
  'favourite.remove': '取消收藏',
  'favourite.remove.named': '取消收藏：{name}',
  'favourite.removed': '已取消收藏“{name}”',
  'favourite.undo': '撤销',
  'favourite.undo.named': '撤销取消收藏：{name}',
  'favourite.actionFailed': '操作没有成功：{reason}',
  'favourite.empty': '这里还没有收藏',
  'favourite.empty.browse': '去逛逛',
  'favourite.loadFailed': '收藏没有加载成功',
  'favourite.pages': '收藏分页',
} as const;

export default favourite;

declare global {
  interface CatalogueAreas {
    favourite: typeof favourite;
  }
}
