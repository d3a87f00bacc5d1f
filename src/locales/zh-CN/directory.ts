/** Texts of the enterprise directory (a lazy area: loaded with its pages). */
const directory = {
  'directory.loadFailed': '加载失败',
} as const;

export default directory;
