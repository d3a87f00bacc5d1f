import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { RefusedUrlReason } from '@/components/refused-url';
import type { Notification } from '@/contract/notification/types';
import { useMutation } from '@/hooks/use-mutation';
import { downloadFile } from '@/lib/download/download-file';
import { useText } from '@/lib/i18n/use-text';
import { toastError, useDescribeError } from '@/lib/request';
import { checkServerFileUrl } from '@/lib/urls/server-urls';

import { notificationHref } from '../utils/notification-href';
import { notificationText } from '../utils/notification-text';
import styles from './notification-item.module.css';

interface NotificationItemProps {
  notification: Notification;
  /** The reader follows its link: it is marked read. */
  onOpen: (notification: Notification) => void;
}

/**
 * One notification: what it tells as a link to its subject (an unread one marked, in words for
 * screen readers), when it arrived, and for an issued invoice its PDF to download.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const intl = useIntl();
  const text = useText();
  const describe = useDescribeError();
  const { read, downloadUrl, createdAt, params } = notification;
  const invoiceNo = params.invoiceNo ?? '';
  const told = notificationText(intl, notification);
  // Only a file on this site or the object storage is fetched; another address is not offered.
  const pdf =
    notification.kind === 'invoiceIssued' && downloadUrl !== undefined
      ? checkServerFileUrl(downloadUrl)
      : undefined;

  const download = useMutation(async (url: string) => {
    try {
      await downloadFile(url, text('notification.download.fileName', { invoiceNo }), {
        skipErrorToast: true,
      });
      onOpen(notification);
    } catch (error) {
      toastError(text('notification.download.failed', { reason: describe(error) }));
    }
  });

  return (
    <div className={read ? styles.item : `${styles.item} ${styles.unread}`}>
      {!read && <span className={styles.dot} aria-hidden />}
      <div className={styles.body}>
        <Link
          to={notificationHref(notification)}
          className={styles.link}
          // An unread one says so first in its name; the dot beside it is only for the eye.
          aria-label={read ? undefined : text('notification.unreadName', { text: told })}
          onClick={() => onOpen(notification)}
        >
          {told}
        </Link>
        <span className={styles.meta}>
          <DateTimeText value={createdAt} />
        </span>
        {pdf?.ok && (
          <Button
            className={styles.action}
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            loading={download.running}
            onClick={() => void download.run(pdf.href)}
          >
            {text('notification.download', { invoiceNo })}
          </Button>
        )}
        {pdf && !pdf.ok && (
          <span className={styles.meta}>
            {text('notification.download.refused', { invoiceNo })}{' '}
            <RefusedUrlReason refused={pdf.refused} />
          </span>
        )}
      </div>
    </div>
  );
}
