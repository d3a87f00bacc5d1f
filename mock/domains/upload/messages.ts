/** File uploads: the mock's reply messages (merged into core/messages.ts). */
import type { Text } from '../../core/text';

export const uploadMessages = {
  'upload.type': {
    zh: '仅支持 JPG、PNG、WEBP 图片或 PDF 文件',
    en: 'Only JPG, PNG or WEBP images and PDF files are accepted.',
  },
  'upload.size': { zh: '文件不能超过 {maxMb} MB', en: 'The file must not exceed {maxMb} MB.' },
  'upload.empty': { zh: '文件内容为空', en: 'The file is empty.' },
} satisfies Record<string, Text>;
