import { theme } from 'antd';

import { antdTheme } from '@/app/antd-theme';

import { renderThemeToken, staticUseTokenModule } from '../../../build/antd-static-token';

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
