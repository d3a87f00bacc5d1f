import { useState } from 'react';

import { withAreas } from '@/lib/i18n/catalogue';
import { lazyPart } from '@/lib/lazy-part';

import styles from './image-thumbnail.module.css';
import { ServerImage } from './server-image';

const ImagePreview = lazyPart(() =>
  withAreas(['upload'], import('./image-preview')).then((module) => module.ImagePreview),
);

interface ImageThumbnailProps {
  src: string;
  alt: string;
  /** The thumbnail is a button that opens the preview: "Preview <label>". */
  previewLabel: string;
  size?: number;
}

/**
 * A thumbnail button opening antd's image preview (zoom, rotate; Escape closes). The preview is
 * mounted on first use and its code (antd's Image: motion, focus trap, toolbar icons) loads as the
 * pointer or focus reaches a thumbnail: most thumbnails are never opened.
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
        onPointerEnter={ImagePreview.preload}
        onFocus={ImagePreview.preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <ServerImage src={src} alt={alt} className={styles.thumbnailImage} />
      </button>
      {used && <ImagePreview src={src} alt={alt} open={open} onOpenChange={setOpen} />}
    </>
  );
}
