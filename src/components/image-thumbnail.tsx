import { Image } from 'antd';
import { useState } from 'react';

import { IMAGE_PLACEHOLDER, resolveImageUrl } from '@/lib/images/resolve-image';

import styles from './image-thumbnail.module.css';
import { ServerImage } from './server-image';

interface ImageThumbnailProps {
  src: string;
  alt: string;
  /** The thumbnail is a button that opens the preview: "Preview <label>". */
  previewLabel: string;
  size?: number;
}

/**
 * A thumbnail button opening antd's image preview (zoom, rotate; Escape closes). The preview is
 * mounted on first use: antd Image's styles are heavy, and most thumbnails are never opened.
 */
export function ImageThumbnail({ src, alt, previewLabel, size = 104 }: ImageThumbnailProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.thumbnail}
        style={{ width: size, height: size }}
        aria-label={previewLabel}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <ServerImage src={src} alt={alt} className={styles.thumbnailImage} />
      </button>
      {used && (
        <Image.PreviewGroup
          items={[resolveImageUrl(src) ?? IMAGE_PLACEHOLDER]}
          preview={{ open, onOpenChange: setOpen }}
        />
      )}
    </>
  );
}
