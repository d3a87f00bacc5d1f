import { FilePdfOutlined } from '@ant-design/icons';

import { extensionOf, kindOfExtension } from '@/contract/upload/file-type';
import { useText } from '@/lib/i18n/use-text';
import { checkServerFileUrl } from '@/lib/urls/server-urls';

import styles from './attachment-thumbnail.module.css';
import { ImageThumbnail } from './image-thumbnail';
import { RefusedUrlReason } from './refused-url';

interface AttachmentThumbnailProps {
  /** The uploaded file's URL; its extension tells a PDF from a picture. */
  src: string;
  /** What the attachment is called on the page ("Attachment 1"). */
  name: string;
  /** A picture's thumbnail opens its preview: "Preview <name>". */
  previewLabel: string;
  size?: number;
}

/**
 * An uploaded attachment: a picture is a thumbnail that opens its preview; a PDF is a tile that
 * opens it in a new tab (from the object storage or this site only, as for images). A PDF at any
 * other address is a tile that cannot be clicked and says why. Uses the `upload` catalogue.
 */
export function AttachmentThumbnail({ src, name, previewLabel, size }: AttachmentThumbnailProps) {
  const text = useText();
  if (kindOfExtension(extensionOf(src)) !== 'pdf') {
    return <ImageThumbnail src={src} alt={name} previewLabel={previewLabel} size={size} />;
  }
  const checked = checkServerFileUrl(src);
  const tile = (
    <>
      <FilePdfOutlined aria-hidden className={styles.icon} />
      <span className={styles.name} dir="auto">
        {name}
      </span>
    </>
  );
  const box = size === undefined ? undefined : { width: size, height: size };
  if (!checked.ok) {
    return (
      <span className={styles.refused} style={size === undefined ? undefined : { width: size }}>
        <span className={styles.tile} style={box}>
          {tile}
        </span>
        <span className={styles.reason}>
          <RefusedUrlReason refused={checked.refused} />
        </span>
      </span>
    );
  }
  return (
    <a
      className={styles.tile}
      style={box}
      href={checked.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={text('upload.openPdf', { name })}
    >
      {tile}
    </a>
  );
}
