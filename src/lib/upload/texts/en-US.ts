import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const upload: Catalogue<typeof zh> = {
  'upload.uploading': 'Uploading “{name}”…',
  'upload.progress': 'Uploading “{name}”: {percent}%',
  'upload.cancel': 'Cancel',
  'upload.cancelLabel': 'Cancel uploading “{name}”',
  'upload.badType': '“{name}” is not a {types} file. Please choose another file.',
  'upload.tooLarge':
    '“{name}” is {size} MB, over the {maxMb} MB limit. Please make it smaller and try again.',
  'upload.empty': '“{name}” is empty. Please choose another file.',
  'upload.timeout': '“{name}” took too long to upload. Check your connection and try again.',
  'upload.failed': '“{name}” could not be uploaded: {reason}',
  'upload.retry': 'Try again',
  'upload.badAddress': 'The server gave an address for “{name}” that cannot be used. Try again.',
  'upload.openPdf': 'Open {name} (PDF, new window)',
  'upload.preview.flipY': 'Flip vertically',
  'upload.preview.flipX': 'Flip horizontally',
  'upload.preview.rotateLeft': 'Rotate left',
  'upload.preview.rotateRight': 'Rotate right',
  'upload.preview.zoomOut': 'Zoom out',
  'upload.preview.zoomIn': 'Zoom in',
  'upload.preview.close': 'Close the preview',
};

export default upload;
