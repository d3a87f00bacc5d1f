/** Texts of favourites (a lazy area: loaded with its pages). */
const collect = {
  'collect.loadFailed': '加载失败',
} as const;

export default collect;
