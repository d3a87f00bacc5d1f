import { staticallyLoaded } from '../../../build/on-demand-libraries';

const EXCEL = '/app/node_modules/exceljs/dist/exceljs.min.js';

describe('on-demand libraries', () => {
  it('may be imported dynamically by a page', () => {
    expect(
      staticallyLoaded([
        { fileName: 'index.js', modules: ['/app/src/main.tsx'], imports: [], isEntry: true },
        {
          fileName: 'page.js',
          modules: ['/app/src/pages/a.tsx'],
          imports: ['index.js'],
          isEntry: false,
        },
        { fileName: 'excel.js', modules: [EXCEL], imports: [], isEntry: false },
      ]),
    ).toEqual([]);
  });

  it('are refused in a chunk a page imports, or in the entry', () => {
    expect(
      staticallyLoaded([
        { fileName: 'index.js', modules: ['/app/src/main.tsx', EXCEL], imports: [], isEntry: true },
        {
          fileName: 'page.js',
          modules: ['/app/src/pages/a.tsx'],
          imports: ['excel.js'],
          isEntry: false,
        },
        { fileName: 'excel.js', modules: [EXCEL], imports: [], isEntry: false },
      ]),
    ).toEqual(['index.js (exceljs) is an entry', 'page.js imports excel.js (exceljs)']);
  });
});
