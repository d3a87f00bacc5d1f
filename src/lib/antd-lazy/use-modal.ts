import { lazyHolderHook } from './lazy-holder-hook';

import type { HookAPI } from 'antd/es/modal/useModal';

/** antd's `Modal.useModal`, loaded with the first dialog (the shell's App provides it this way). */
export default lazyHolderHook<HookAPI, undefined>(
  () => import('antd/es/modal/useModal').then((module) => module.default),
  ['confirm', 'info', 'success', 'error', 'warning'],
);
