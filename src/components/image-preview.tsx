import { Image } from 'antd';

import { IMAGE_PLACEHOLDER, resolveImageUrl } from '@/lib/images/resolve-image';

interface ImagePreviewProps {
  src: string;
  /** Names the preview dialog and its picture. */
  alt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** antd's preview of one picture (zoom, rotate; Escape closes), in a dialog named by `alt`. */
export function ImagePreview({ src, alt, open, onOpenChange }: ImagePreviewProps) {
  return (
    <Image.PreviewGroup
      items={[resolveImageUrl(src) ?? IMAGE_PLACEHOLDER]}
      preview={{ open, onOpenChange, alt }}
    />
  );
}
