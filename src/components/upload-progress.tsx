import { Button, Progress } from 'antd';

import { useText } from '@/lib/i18n/use-text';
import type { UploadInProgress } from '@/lib/upload/use-file-upload';

import styles from './upload-progress.module.css';

interface UploadProgressProps {
  uploads: readonly UploadInProgress[];
  onCancel: (id: number) => void;
}

/**
 * Each file on its way: its name, a progress bar named "Uploading <name>: <n>%" and a Cancel
 * button naming the file. A screen reader hears which files started, not every percent. Uses the
 * `upload` catalogue.
 */
export function UploadProgress({ uploads, onCancel }: UploadProgressProps) {
  const text = useText();
  return (
    <>
      <div aria-live="polite" className="visually-hidden">
        {uploads.map(({ id, name }) => (
          <span key={id}>{text('upload.uploading', { name })}</span>
        ))}
      </div>
      {uploads.length > 0 && (
        <ul className={styles.list}>
          {uploads.map(({ id, name, percent }) => (
            <li key={id} className={styles.item}>
              <span className={styles.name} title={name} aria-hidden>
                {name}
              </span>
              <Progress
                className={styles.bar}
                percent={percent}
                size="small"
                aria-label={text('upload.progress', { name, percent })}
              />
              <Button
                size="small"
                onClick={() => onCancel(id)}
                aria-label={text('upload.cancelLabel', { name })}
              >
                {text('upload.cancel')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
