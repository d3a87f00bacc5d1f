import { CloseOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { IMAGE_PLACEHOLDER, resolveImageUrl } from '@/lib/urls/server-urls';
import type { MessageId } from '@/locales/message-id';

interface ImagePreviewProps {
  src: string;
  /** Names the preview dialog and its picture. */
  alt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The toolbar's buttons, in antd's order, and their names (antd names them by its own keys). */
const ACTIONS = [
  ['flipYIcon', 'upload.preview.flipY'],
  ['flipXIcon', 'upload.preview.flipX'],
  ['rotateLeftIcon', 'upload.preview.rotateLeft'],
  ['rotateRightIcon', 'upload.preview.rotateRight'],
  ['zoomOutIcon', 'upload.preview.zoomOut'],
  ['zoomInIcon', 'upload.preview.zoomIn'],
] as const satisfies readonly (readonly [string, MessageId])[];

type ActionIcons = Partial<Record<(typeof ACTIONS)[number][0], ReactNode>>;

/**
 * antd's preview of one picture (zoom, rotate; Escape closes), in a dialog named by `alt`, its
 * buttons named in the page's language. Its texts are in the upload area.
 */
export function ImagePreview({ src, alt, open, onOpenChange }: ImagePreviewProps) {
  const intl = useIntl();
  const named = (node: ReactNode, id: MessageId) =>
    isValidElement<{ 'aria-label'?: string }>(node)
      ? cloneElement(node, { 'aria-label': intl.formatMessage({ id }) })
      : node;
  return (
    <Image.PreviewGroup
      items={[resolveImageUrl(src) ?? IMAGE_PLACEHOLDER]}
      preview={{
        open,
        onOpenChange,
        alt,
        closeIcon: (
          <CloseOutlined aria-label={intl.formatMessage({ id: 'upload.preview.close' })} />
        ),
        actionsRender: (toolbar, { icons }) =>
          isValidElement(toolbar)
            ? cloneElement(
                toolbar,
                {},
                ACTIONS.map(([key, id]) => named((icons as ActionIcons)[key], id)),
              )
            : toolbar,
      }}
    />
  );
}
