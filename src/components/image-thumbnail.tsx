import { Image } from 'antd';
import { useState } from 'react';

import styles from './image-thumbnail.module.css';

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
        <img src={src} alt={alt} className={styles.thumbnailImage} />
      </button>
      {used && <Image.PreviewGroup items={[src]} preview={{ open, onOpenChange: setOpen }} />}
    </>
  );
}
