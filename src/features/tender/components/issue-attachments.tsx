import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadProps } from 'antd';
import { useEffect, useId, useRef } from 'react';

import { AttachmentThumbnail } from '@/components/attachment-thumbnail';
import { UploadProblem } from '@/components/upload-problem';
import { UploadProgress } from '@/components/upload-progress';
import { UPLOAD_KINDS, UPLOAD_MAX_BYTES } from '@/contract/upload/limits';
import { useText } from '@/lib/i18n/use-text';
import { acceptOf } from '@/lib/upload/check-file';
import { useFileUpload } from '@/lib/upload/use-file-upload';

import { ATTACHMENTS_MAX } from '../utils/issue-form';
import styles from './issue-form.module.css';

interface IssueAttachmentsProps {
  /** The uploaded files' URLs (a Form.Item field value). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  id?: string;
}

/**
 * Up to six files of any kind the upload call stores (photos, drawings, PDF documents), sent one by
 * one; each shows its progress with a cancel button, then as a thumbnail (a PDF as a tile that opens
 * it) with a remove button. A refused file or a failed upload says why, next to the field.
 */
export function IssueAttachments({ value = [], onChange, id }: IssueAttachmentsProps) {
  const t = useText();
  const hintId = useId();
  // Uploads finish one after another: each adds to the latest list, not the one it started with.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const upload = useFileUpload({
    kinds: UPLOAD_KINDS,
    maxBytes: UPLOAD_MAX_BYTES,
    onUploaded: ({ url }) => {
      const next = [...latest.current, url].slice(0, ATTACHMENTS_MAX);
      latest.current = next;
      onChange?.(next);
    },
  });
  const room = ATTACHMENTS_MAX - value.length - upload.uploads.length;

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const index = batch.indexOf(file);
    if (index === 0) upload.clear();
    if (index < room) return true;
    upload.refuse(t('tenderIssue.attachments.full', { max: ATTACHMENTS_MAX }));
    return Upload.LIST_IGNORE;
  };

  const remove = (url: string) => onChange?.(value.filter((item) => item !== url));

  return (
    <div className={styles.attachments}>
      {value.length > 0 && (
        <ul className={styles.thumbs}>
          {value.map((url, index) => (
            <li key={url} className={styles.thumb}>
              <AttachmentThumbnail
                src={url}
                name={t('tenderIssue.attachments.name', { index: index + 1 })}
                previewLabel={t('tenderIssue.attachments.preview', { index: index + 1 })}
                size={88}
              />
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => remove(url)}
                aria-label={t('tenderIssue.attachments.remove', { index: index + 1 })}
              />
            </li>
          ))}
        </ul>
      )}
      <Upload
        id={id}
        accept={acceptOf(UPLOAD_KINDS)}
        multiple
        showUploadList={false}
        disabled={room <= 0}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => void upload.choose(file as File)}
      >
        <Button
          icon={<UploadOutlined aria-hidden />}
          disabled={room <= 0}
          aria-describedby={hintId}
        >
          {t('tenderIssue.attachments.add')}
        </Button>
      </Upload>
      <div id={hintId} className={styles.zone}>
        {t('tenderIssue.attachments.hint', {
          max: ATTACHMENTS_MAX,
          maxMb: upload.maxMb,
          types: upload.types,
          count: value.length,
        })}
      </div>
      <UploadProgress uploads={upload.uploads} onCancel={upload.cancel} />
      <UploadProblem problem={upload.problem} />
    </div>
  );
}
