import { loadOnce } from '@/lib/lazy-part/load-once';

import { lazyHolderHook, type HolderHook } from './lazy-holder-hook';

import type { ConfigOptions, MessageInstance } from 'antd/es/message/interface';

const messageHook = loadOnce((): Promise<HolderHook<MessageInstance, ConfigOptions>> =>
  import('antd/es/message/useMessage').then((module) => module.default),
);

/**
 * Loads the message code ahead of its first toast, once the page has settled: a toast that says
 * the network is gone cannot load its code then.
 */
export const preloadMessage = messageHook.load;

/** antd's `message.useMessage`, loaded with the first toast (see use-modal.ts). */
export default lazyHolderHook<MessageInstance, ConfigOptions>(messageHook.load, [
  'open',
  'success',
  'error',
  'info',
  'warning',
  'loading',
  'destroy',
]);
