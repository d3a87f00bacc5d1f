import AntdIcon from '@ant-design/icons/es/components/AntdIcon';

import { makeIconsDecorative } from './make-icons-decorative';

/**
 * The two-tone icons' component, decorative as every icon is (`./decorative-icons.ts`). It brings
 * the icons' colour palettes, which no first screen draws: production builds resolve the two-tone
 * icons' import of it to this module (build/antd-trims.ts), so it loads with the pages that draw one.
 */
makeIconsDecorative(AntdIcon);

export default AntdIcon;
