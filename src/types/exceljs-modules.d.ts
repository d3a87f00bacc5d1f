// ExcelJS's browser bundle without polyfills, which its package ships beside the one its `browser`
// field names, with no types of its own: it is the same library (src/lib/export/write-sheet.ts).

declare module 'exceljs/dist/exceljs.bare.min.js' {
  import * as ExcelJS from 'exceljs';

  export = ExcelJS;
}
