import { lazyHolderHook } from './lazy-holder-hook';

import type { NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';

/** antd's `notification.useNotification`, loaded with the first notification (see use-modal.ts). */
export default lazyHolderHook<NotificationInstance, NotificationConfig>(
  () => import('antd/es/notification/useNotification').then((module) => module.default),
  ['open', 'success', 'error', 'info', 'warning', 'destroy'],
);
