/** Printing a page or one part of it: the button and the line above what is printed. */
const print = {
  'print.action': '打印',
  'print.printedAt': '打印时间：{time}',
} as const;

export default print;

declare global {
  interface CatalogueAreas {
    print: typeof print;
  }
}
