import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';

import { makeIconsDecorative } from './make-icons-decorative';

makeIconsDecorative(AntdIconLight);

// Production builds hand the two-tone icons their component through the module that wraps it
// (build/antd-trims.ts); the dev server's prebundled icons import it directly, so it is wrapped here.
if (import.meta.env.DEV) void import('./decorative-two-tone-icon');
