import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';

import { UploadProblem } from '@/components/upload-problem';
import { UploadProgress } from '@/components/upload-progress';
import { UPLOAD_KINDS, UPLOAD_MAX_BYTES } from '@/contract/upload/limits';
import type { UploadResult } from '@/contract/upload/types';
import { useText } from '@/lib/i18n/use-text';
import { acceptOf } from '@/lib/upload/check-file';
import { useFileUpload } from '@/lib/upload/use-file-upload';

import styles from './actions.module.css';

interface DocumentFileFieldProps {
  /** The stored file (a Form.Item field value). */
  value?: UploadResult;
  onChange?: (file: UploadResult | undefined) => void;
  id?: string;
}

/**
 * One file for a document, stored through the app's upload (checked first by its name, size and
 * first bytes, as the server does), with its progress and cancel; a refused or failed file says
 * why next to the field, with a retry when worth it. The stored file stays until replaced.
 */
export function DocumentFileField({ value, onChange, id }: DocumentFileFieldProps) {
  const t = useText();
  const upload = useFileUpload({
    kinds: UPLOAD_KINDS,
    maxBytes: UPLOAD_MAX_BYTES,
    single: true,
    onUploaded: (file) => onChange?.(file),
  });
  return (
    <div className={styles.fileField}>
      {value && (
        <p className={styles.file}>
          <a href={value.url} target="_blank" rel="noreferrer">
            <bdi>{value.name}</bdi>
          </a>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => onChange?.(undefined)}
            aria-label={t('shipmentForms.file.remove', { name: value.name })}
          />
        </p>
      )}
      <Upload
        id={id}
        accept={acceptOf(UPLOAD_KINDS)}
        showUploadList={false}
        customRequest={({ file }) => void upload.choose(file as File)}
      >
        <Button icon={<UploadOutlined aria-hidden />}>
          {t(value ? 'shipmentForms.file.replace' : 'shipmentForms.file.choose')}
        </Button>
      </Upload>
      <div className={styles.hint}>
        {t('shipmentForms.file.hint', { types: upload.types, maxMb: upload.maxMb })}
      </div>
      <UploadProgress uploads={upload.uploads} onCancel={upload.cancel} />
      <UploadProblem problem={upload.problem} />
    </div>
  );
}
