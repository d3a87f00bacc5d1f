import { loadOnce } from '@/lib/lazy-part/load-once';

import { lazyHolderHook, type HolderHook } from './lazy-holder-hook';

import type { HookAPI } from 'antd/es/modal/useModal';

const modalHook = loadOnce((): Promise<HolderHook<HookAPI, undefined>> =>
  import('antd/es/modal/useModal').then((module) => module.default),
);

/** antd's `Modal.useModal`, loaded with the first dialog (the shell's App provides it this way). */
export default lazyHolderHook<HookAPI, undefined>(modalHook.load, [
  'confirm',
  'info',
  'success',
  'error',
  'warning',
]);
