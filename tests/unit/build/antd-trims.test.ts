import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import CardTabs from '@/lib/antd-trimmed/card-tabs';
import SubComponent from '@/lib/antd-trimmed/sub-component';
import FilterDropdown, { flattenKeys } from '@/lib/antd-trimmed/table-filter-dropdown';
import useSelection, { SELECTION_COLUMN } from '@/lib/antd-trimmed/table-selection';
import RcVirtualTable from '@/lib/antd-trimmed/table-virtual';
import { FastColor } from '@/lib/antd-trimmed/tag-colour';
import Tooltip from '@/lib/antd-trimmed/tooltip';
import { generateColor } from '@/lib/antd-trimmed/tooltip-colour';

import { antdTrims, REPLACEMENTS } from '../../../build/antd-trims';

const antdRoot = dirname(createRequire(import.meta.url).resolve('antd/package.json'));

type ResolveId = (this: unknown, source: string, importer?: string) => unknown;

describe('the antd imports production builds replace', () => {
  it.each(REPLACEMENTS.map((replacement) => [replacement.source, replacement]))(
    'antd still imports %s where the trim expects it, and the build resolves it to the app’s module',
    (source, replacement) => {
      const importer = join(antdRoot, 'es', replacement.importer);
      // An antd upgrade that moves the import would leave the feature's code in every page.
      expect(readFileSync(importer, 'utf8')).toContain(`from '${source}'`);

      const resolveId = antdTrims().resolveId as ResolveId;
      expect(resolveId.call({}, source, importer)).toBe(replacement.file);
      expect(resolveId.call({}, source, join(antdRoot, 'es', 'other', 'index.js'))).toBeNull();
    },
  );
});

describe("rc-table's utilities", () => {
  const rcTable = join(
    dirname(createRequire(import.meta.url).resolve('@rc-component/table/package.json')),
    'es',
    'Table.js',
  );

  it('resolve, for its Table alone, to the module that measures the scroll bar of fixed headers only', () => {
    // An upgrade that moves the import would bring the measure of every table back.
    expect(readFileSync(rcTable, 'utf8')).toMatch(
      /import \{[^}]*getTargetScrollBarSize[^}]*\} from '@rc-component\/util';/,
    );
    const resolveId = antdTrims().resolveId as ResolveId;
    expect(resolveId.call({}, '@rc-component/util', rcTable)).toMatch(
      /src\/lib\/antd-trimmed\/table-utilities\.ts$/,
    );
    expect(
      resolveId.call({}, '@rc-component/util', join(antdRoot, 'es', 'table', 'index.js')),
    ).toBeNull();
  });
});

describe("the two-tone icons' component", () => {
  const icons = join(
    dirname(createRequire(import.meta.url).resolve('@ant-design/icons/package.json')),
    'es',
    'icons',
  );

  it('resolves, for the two-tone icons alone, to the module that makes it decorative', () => {
    // An upgrade that moves the import would leave two-tone icons named in English.
    expect(readFileSync(join(icons, 'StarTwoTone.js'), 'utf8')).toContain(
      'from "../components/AntdIcon"',
    );
    const resolveId = antdTrims().resolveId as ResolveId;
    expect(resolveId.call({}, '../components/AntdIcon', join(icons, 'StarTwoTone.js'))).toMatch(
      /src\/lib\/decorative-two-tone-icon\.ts$/,
    );
    expect(resolveId.call({}, '../components/AntdIcon', join(icons, 'StarOutlined.js'))).toBeNull();
  });
});

describe('the trimmed features', () => {
  it('leaves a table without row selection its columns, minus a selection column', () => {
    const columns = [{ title: 'a' }, SELECTION_COLUMN, { title: 'b' }];

    const [transform, selected] = useSelection({}, undefined);

    expect(transform(columns)).toEqual([{ title: 'a' }, { title: 'b' }]);
    expect(selected.size).toBe(0);
  });

  it('throws, naming the feature and where it was removed, when a page uses one', () => {
    expect(() => useSelection({}, { type: 'checkbox' })).toThrow(/rowSelection.*antd-trims/);
    expect(() => FilterDropdown()).toThrow(/column filters/);
    expect(() => flattenKeys()).toThrow(/column filters/);
    expect(() => RcVirtualTable()).toThrow(/virtual mode/);
    expect(() => CardTabs()).toThrow(/tabList/);
    expect(() => SubComponent()).toThrow(/sub-components/);
    expect(() => Tooltip()).toThrow(/tooltips/);
    expect(() => new (FastColor as unknown as new (colour: string) => object)('#f50')).toThrow(
      /Tag's custom colours/,
    );
    expect(() => generateColor('#f50')).toThrow(/Tooltip's custom colours/);
  });
});

describe("the colour parser's uses the build leaves out", () => {
  const source = (file: string) => readFileSync(join(antdRoot, 'es', file), 'utf8');

  it("is reached by a Tag only for a colour that is not one of antd's names", () => {
    // An upgrade that parses named colours too would make every tag throw.
    const useColor = source('tag/hooks/useColor.js');
    expect(useColor.match(/new FastColor\(/g)).toHaveLength(2);
    const branch = useColor.indexOf('if (!nextIsPreset && !nextIsStatus && nextColor) {');
    expect(branch).toBeGreaterThan(0);
    expect(useColor.indexOf('new FastColor(')).toBeGreaterThan(branch);
  });

  it('answers a Tooltip without a colour, or with a named one, and its answer is used for neither', () => {
    const util = source('tooltip/util.js');
    expect(util).toContain('const rgb = generateColor(color).toRgb();');
    expect(util).toContain('if (color && !isInternalColor) {');
    expect(generateColor().toRgb()).toEqual({ r: 0, g: 0, b: 0 });
    expect(generateColor('blue').toRgb()).toEqual({ r: 0, g: 0, b: 0 });
  });
});
