import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useId, useRef } from 'react';

import type { FileKind } from '@/contract/upload/file-type';
import { UPLOAD_MAX_BYTES } from '@/contract/upload/limits';
import { useText } from '@/lib/i18n/use-text';
import { acceptOf } from '@/lib/upload/check-file';
import { useFileUpload } from '@/lib/upload/use-file-upload';

import { ImageThumbnail } from './image-thumbnail';
import styles from './image-upload.module.css';
import { UploadProblem } from './upload-problem';
import { UploadProgress } from './upload-progress';

import type { UploadProps } from 'antd';

/** Logos, licences and avatars: pictures every browser and reviewer can show. */
const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png'];

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
 * One JPG/PNG image sent with `useFileUpload`; the value is its URL. A wrong type (by name or by
 * its first bytes) or a file over the limit is refused before anything is sent, with the reason
 * next to the field; the upload shows its progress and can be cancelled; a failed one can be
 * retried. The thumbnail opens a preview (click, Enter or Space). Uses the `enterprise` and
 * `upload` catalogues.
 */
export function ImageUpload({
  value,
  onChange,
  label,
  maxBytes = UPLOAD_MAX_BYTES,
  disabled,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: ImageUploadProps) {
  const text = useText();
  const baseId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const upload = useFileUpload({
    kinds: IMAGE_KINDS,
    maxBytes,
    single: true,
    onUploaded: ({ url }) => onChange?.(url),
  });
  const { problem, maxMb } = upload;
  const [hintId, errorId] = [`${baseId}-hint`, `${baseId}-error`];
  const action = value ? 'replace' : 'upload';
  const described = [describedBy, hintId, problem && errorId].filter(Boolean).join(' ');

  // The upload list is not shown, so rc-upload need not hear how the request ended.
  const customRequest: UploadProps['customRequest'] = ({ file }) =>
    void upload.choose(file as File);

  const refocus = () => window.setTimeout(() => buttonRef.current?.focus());

  const remove = () => {
    upload.reset();
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
            accept={acceptOf(IMAGE_KINDS)}
            showUploadList={false}
            disabled={disabled}
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
              loading={upload.uploads.length > 0}
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
      <UploadProgress uploads={upload.uploads} onCancel={upload.cancel} />
      <UploadProblem problem={problem} id={errorId} />
    </div>
  );
}
