import { loadOnce } from '@/lib/lazy-part/load-once';

import { lazyHolderHook, type HolderHook } from './lazy-holder-hook';

import type { NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';

const notificationHook = loadOnce(
  (): Promise<HolderHook<NotificationInstance, NotificationConfig>> =>
    import('antd/es/notification/useNotification').then((module) => module.default),
);

/** antd's `notification.useNotification`, loaded with the first notification (see use-modal.ts). */
export default lazyHolderHook<NotificationInstance, NotificationConfig>(notificationHook.load, [
  'open',
  'success',
  'error',
  'info',
  'warning',
  'destroy',
]);
