import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useId, useRef, useState } from 'react';

import { useText } from '@/lib/i18n/use-text';
import { BizCode, describeError, isBizError } from '@/lib/request';
import { uploadFile } from '@/lib/upload/api';

import { ImageThumbnail } from './image-thumbnail';
import styles from './image-upload.module.css';

import type { UploadProps } from 'antd';

const MB = 1024 * 1024;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * MB;
const TYPES = ['image/jpeg', 'image/png'];
const EXTENSIONS = ['jpg', 'jpeg', 'png'];

/** Why a chosen file is refused before it is sent, if it is. */
export function imageFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxBytes = IMAGE_UPLOAD_MAX_BYTES,
): 'type' | 'size' | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const typeOk = file.type ? TYPES.includes(file.type) : ext !== undefined;
  if (!typeOk || (ext !== undefined && !EXTENSIONS.includes(ext))) return 'type';
  if (file.size > maxBytes) return 'size';
  return undefined;
}

/** `retryable`: a refusal of the file itself is not worth retrying; a lost connection is. */
type UploadFailure = { message: string; retryable: boolean };

export interface ImageUploadProps {
  /** The image's URL (a Form.Item field value). */
  value?: string;
  onChange?: (url: string | undefined) => void;
  /** The field's name as the user sees it: names the buttons ("Upload <label>") and the image. */
  label: string;
  maxBytes?: number;
  disabled?: boolean;
  /** Set by Form.Item: goes to the (hidden) file input, so the field's label opens the file chooser. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * One JPG/PNG image sent with `uploadFile`; the value is its URL. A wrong type or a file over the
 * limit is refused before anything is sent, with the reason next to the field; a failed upload can
 * be retried. The thumbnail opens a preview (click, Enter or Space). Uses the `enterprise` catalogue.
 */
export function ImageUpload({
  value,
  onChange,
  label,
  maxBytes = IMAGE_UPLOAD_MAX_BYTES,
  disabled,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: ImageUploadProps) {
  const text = useText();
  const baseId = useId();
  const [uploading, setUploading] = useState<string>();
  const [failure, setFailure] = useState<UploadFailure>();
  const lastFile = useRef<File>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const attempt = useRef(0);
  const [hintId, errorId] = [`${baseId}-hint`, `${baseId}-error`];
  const maxMb = Math.round((maxBytes / MB) * 10) / 10;
  const action = value ? 'replace' : 'upload';
  const described = [describedBy, hintId, failure && errorId].filter(Boolean).join(' ');

  const start = async (file: File) => {
    const current = ++attempt.current;
    lastFile.current = file;
    setFailure(undefined);
    setUploading(file.name);
    try {
      const { url } = await uploadFile(file, { skipErrorToast: true });
      if (current === attempt.current) onChange?.(url);
    } catch (error) {
      if (current !== attempt.current) return;
      const reason = describeError(error, text);
      setFailure({
        message: text('enterprise.imageUpload.failed', { reason }),
        retryable: !isBizError(error, BizCode.validation),
      });
    } finally {
      if (current === attempt.current) setUploading(undefined);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = imageFileProblem(file, maxBytes);
    if (!problem) return true;
    attempt.current += 1;
    setUploading(undefined);
    setFailure({
      message:
        problem === 'type'
          ? text('enterprise.imageUpload.badType', { name: file.name })
          : text('enterprise.imageUpload.tooLarge', {
              name: file.name,
              size: (file.size / MB).toFixed(1),
              maxMb,
            }),
      retryable: false,
    });
    return Upload.LIST_IGNORE;
  };

  // The upload list is not shown, so rc-upload need not hear how the request ended.
  const customRequest: UploadProps['customRequest'] = ({ file }) => void start(file as File);
  const retry = () => lastFile.current && void start(lastFile.current);

  const refocus = () => window.setTimeout(() => buttonRef.current?.focus());

  const remove = () => {
    attempt.current += 1;
    setFailure(undefined);
    setUploading(undefined);
    onChange?.(undefined);
  };

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        {value ? (
          <ImageThumbnail
            src={value}
            alt={label}
            previewLabel={text('enterprise.imageUpload.preview', { label })}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden>
            <PictureOutlined />
          </span>
        )}
        <div className={styles.actions}>
          <Upload
            id={id}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            showUploadList={false}
            disabled={disabled}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
            aria-describedby={described}
            aria-invalid={invalid}
          >
            <Button
              ref={buttonRef}
              // rc-upload blurs the button as it opens the file chooser: keep the keyboard user's place.
              onClick={refocus}
              onKeyDown={(event) => event.key === 'Enter' && refocus()}
              icon={<UploadOutlined aria-hidden />}
              loading={uploading !== undefined}
              disabled={disabled}
              aria-label={text(`enterprise.imageUpload.${action}Label`, { label })}
              aria-describedby={described}
            >
              {text(`enterprise.imageUpload.${action}`)}
            </Button>
          </Upload>
          {value && !disabled && (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={remove}
              aria-label={text('enterprise.imageUpload.removeLabel', { label })}
            >
              {text('enterprise.imageUpload.remove')}
            </Button>
          )}
        </div>
      </div>
      <div id={hintId} className={styles.hint}>
        {text('enterprise.imageUpload.hint', { maxMb })}
      </div>
      <div className={styles.status} aria-live="polite">
        {uploading !== undefined && text('enterprise.imageUpload.uploading', { name: uploading })}
      </div>
      {failure && (
        <div id={errorId} className={styles.error} role="alert">
          <span>{failure.message}</span>
          {failure.retryable && (
            <Button type="link" size="small" onClick={retry} className={styles.retry}>
              {text('enterprise.imageUpload.retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
