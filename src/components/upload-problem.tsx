import { Button } from 'antd';

import { useText } from '@/lib/i18n/use-text';
import type { UploadProblem as Problem } from '@/lib/upload/use-file-upload';

import styles from './upload-problem.module.css';

/**
 * Why the last file was not stored, said at once (an alert), with Retry when sending it again may
 * work (a lost connection, a server error); nothing when all went well. Uses the `upload` catalogue.
 */
export function UploadProblem({ problem, id }: { problem: Problem | undefined; id?: string }) {
  const text = useText();
  if (!problem) return null;
  return (
    <div id={id} role="alert" className={styles.problem}>
      <span>{problem.message}</span>
      {problem.retry && (
        <Button type="link" size="small" onClick={problem.retry} className={styles.retry}>
          {text('upload.retry')}
        </Button>
      )}
    </div>
  );
}
