import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadProps } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';

import { ImageThumbnail } from '@/components/image-thumbnail';
import { IMAGE_UPLOAD_MAX_BYTES, imageFileProblem } from '@/components/image-upload';
import { useText } from '@/lib/i18n/use-text';
import { describeError } from '@/lib/request';
import { uploadFile } from '@/lib/upload/api';

import { ATTACHMENTS_MAX } from '../utils/issue-form';
import styles from './issue-form.module.css';

interface IssueAttachmentsProps {
  /** The uploaded images' URLs (a Form.Item field value). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  id?: string;
}

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * Up to six JPG/PNG images sent one by one with `uploadFile`; each shows as a thumbnail with a
 * preview and a remove button. A refused file or a failed upload says why, next to the field.
 */
export function IssueAttachments({ value = [], onChange, id }: IssueAttachmentsProps) {
  const text = useText();
  const t = useText();
  const hintId = useId();
  const [uploading, setUploading] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  // Uploads finish one after another: each adds to the latest list, not the one it started with.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const room = ATTACHMENTS_MAX - value.length - uploading.length;

  const start = async (file: File) => {
    setUploading((names) => [...names, file.name]);
    try {
      const { url } = await uploadFile(file, { skipErrorToast: true });
      const next = [...latest.current, url].slice(0, ATTACHMENTS_MAX);
      latest.current = next;
      onChange?.(next);
    } catch (error) {
      const reason = describeError(error, text);
      setProblem(t('issuer.attachments.failed', { name: file.name, reason }));
    } finally {
      setUploading((names) => names.filter((name) => name !== file.name));
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const index = batch.indexOf(file);
    if (index >= room) {
      setProblem(t('issuer.attachments.full', { max: ATTACHMENTS_MAX }));
      return Upload.LIST_IGNORE;
    }
    const refused = imageFileProblem(file);
    if (refused) {
      setProblem(
        refused === 'type'
          ? t('issuer.attachments.badType', { name: file.name })
          : t('issuer.attachments.tooLarge', { name: file.name, maxMb: MAX_MB }),
      );
      return Upload.LIST_IGNORE;
    }
    setProblem(undefined);
    return true;
  };

  const remove = (url: string) => onChange?.(value.filter((item) => item !== url));

  return (
    <div className={styles.attachments}>
      {value.length > 0 && (
        <ul className={styles.thumbs}>
          {value.map((url, index) => (
            <li key={url} className={styles.thumb}>
              <ImageThumbnail
                src={url}
                alt={t('issuer.attachments.name', { index: index + 1 })}
                previewLabel={t('issuer.attachments.preview', { index: index + 1 })}
                size={88}
              />
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => remove(url)}
                aria-label={t('issuer.attachments.remove', { index: index + 1 })}
              />
            </li>
          ))}
        </ul>
      )}
      <Upload
        id={id}
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        multiple
        showUploadList={false}
        disabled={room <= 0}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => void start(file as File)}
      >
        <Button
          icon={<UploadOutlined aria-hidden />}
          loading={uploading.length > 0}
          disabled={room <= 0}
          aria-describedby={hintId}
        >
          {t('issuer.attachments.add')}
        </Button>
      </Upload>
      <div id={hintId} className={styles.zone}>
        {t('issuer.attachments.hint', { max: ATTACHMENTS_MAX, maxMb: MAX_MB, count: value.length })}
      </div>
      <div aria-live="polite" className={styles.zone}>
        {uploading.length > 0 && t('issuer.attachments.uploading', { name: uploading.join(', ') })}
      </div>
      {problem && (
        <div role="alert" className={styles.problem}>
          {problem}
        </div>
      )}
    </div>
  );
}
