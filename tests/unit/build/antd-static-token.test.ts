import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { theme } from 'antd';

import { antdTheme } from '@/app/antd-theme';

import {
  EMPTY_PICTURE_BACKGROUND,
  EMPTY_PICTURE_COLOURS,
  renderThemeToken,
  staticEmptyColoursModule,
  staticUseTokenModule,
  tokensReadAtRunTime,
} from '../../../build/antd-static-token';
import { moduleOfCode } from '../../utils/module-of-code';

describe("antd's tokens computed at build", () => {
  const entry = renderThemeToken();
  const [cssVarToken, , token] = entry;

  it('are the values antd derives from the app’s theme', () => {
    const derived = theme.getDesignToken(antdTheme);
    expect(token.colorPrimary).toBe('#1456f0');
    expect(token.motion).toBe(false);
    for (const [key, value] of Object.entries(derived)) expect(token[key]).toEqual(value);
  });

  it('write the values out once and the variables only where their names do not give them', () => {
    const code = staticUseTokenModule(entry);
    expect(code).toContain(`const token = ${JSON.stringify(token)};`);
    // Screen widths stay values; a token like colorPrimary is rebuilt from its name.
    const kept = JSON.parse(/const kept = (\{.*\});/.exec(code)?.[1] ?? '{}') as object;
    expect(kept).toMatchObject({ screenXS: cssVarToken.screenXS });
    expect(kept).not.toHaveProperty('colorPrimary');
    expect(cssVarToken.colorPrimary).toBe('var(--ant-color-primary)');
  });

  it('refuse variables with no value behind them', () => {
    const odd = [{ ...cssVarToken, onlyAVariable: 'var(--ant-only)' }, ...entry.slice(1)];
    expect(() => staticUseTokenModule(odd as typeof entry)).toThrow(/onlyAVariable/);
  });
});

describe('the tokens the built hook holds', () => {
  const [, , token] = renderThemeToken();
  const keys = Object.keys(token);

  it('are those a reader names, and the screens antd reads by composed names', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'token-readers-'));
    const reader = path.join(folder, 'reader.js');
    fs.writeFileSync(reader, 'export const gap = (token) => token.marginXS; // colorLink\n');
    const read = tokensReadAtRunTime(keys, [reader]);
    fs.rmSync(folder, { recursive: true });
    expect(read).toContain('marginXS');
    expect(read).toContain('colorLink');
    expect(read).toContain('screenMDMin');
    expect(read).not.toContain('colorPrimary');
  });

  it("of antd's and the app's, leave out the palettes and keep what pages read", () => {
    const read = tokensReadAtRunTime(keys);
    for (const used of ['colorPrimary', 'borderRadius', 'motionDurationSlow', 'screenXSMax'])
      expect(read).toContain(used);
    for (const unused of ['blue-6', 'blue6', 'gold-3']) expect(read).not.toContain(unused);
    const code = staticUseTokenModule(renderThemeToken(), (key) => read.has(key));
    const written = JSON.parse(/const token = (\{.*\});/.exec(code)?.[1] ?? '{}') as object;
    expect(Object.keys(written).sort()).toEqual([...read].sort());
  });

  it("match antd's reads by composed names: outside its styles, only responsiveObserver's", () => {
    // A token read as token[name] is invisible to the word search: a new one must be listed. The
    // style functions' reads run at build, where the sheets are written from every token.
    const antd = path.dirname(require.resolve('antd/es/index.js'));
    const composing = (fs.readdirSync(antd, { recursive: true }) as string[])
      .filter((name) => name.endsWith('.js') && !name.startsWith(`theme${path.sep}`))
      .filter((name) => !name.includes(`${path.sep}style${path.sep}`))
      .filter((name) => /[tT]oken\[/.test(fs.readFileSync(path.join(antd, name), 'utf8')));
    expect(composing).toEqual([path.join('_util', 'responsiveObserver.js')]);
  });
});

describe("the Empty pictures' solid colours written at build", () => {
  const antdRoot = path.dirname(createRequire(import.meta.url).resolve('antd/package.json'));
  const entry = renderThemeToken();
  const token = entry[2] as Record<string, string>;

  it("are asked for only with the tokens the table holds, on the container's background", () => {
    // An upgrade that draws in another token would draw it translucent.
    for (const file of ['empty.js', 'simple.js']) {
      const source = fs.readFileSync(path.join(antdRoot, 'es', 'empty', file), 'utf8');
      const calls = [...source.matchAll(/getAsSolidColor\((\w+), (\w+)\)/g)];
      expect(calls.length).toBeGreaterThan(0);
      for (const [, colour, background] of calls) {
        expect(EMPTY_PICTURE_COLOURS).toContain(colour);
        expect(background).toBe(EMPTY_PICTURE_BACKGROUND);
      }
    }
  });

  it("are antd's answers for the app's theme, and any other colour is drawn as it is", async () => {
    const { getAsSolidColor: antds } = createRequire(import.meta.url)(
      'antd/lib/empty/utils.js',
    ) as { getAsSolidColor: (colour: string, background: string) => string };
    const code = staticEmptyColoursModule(entry);
    const { getAsSolidColor } = await moduleOfCode<{
      getAsSolidColor: (colour: string, background: string) => string;
    }>(code);
    const background = token[EMPTY_PICTURE_BACKGROUND] as string;
    for (const key of EMPTY_PICTURE_COLOURS) {
      const colour = token[key] as string;
      expect(getAsSolidColor(colour, background)).toBe(antds(colour, background));
      expect(getAsSolidColor(colour, background)).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(getAsSolidColor('rgba(1, 2, 3, 0.5)', background)).toBe('rgba(1, 2, 3, 0.5)');
  });
});
