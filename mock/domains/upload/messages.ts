/** File uploads: the mock's reply messages (registered with the domain). */
import type { Text } from '../../core/text';

export const uploadMessages = {
  'upload.type': {
    zh: '仅支持 JPG、PNG、WEBP 图片或 PDF 文件',
    en: 'Only JPG, PNG or WEBP images and PDF files are accepted.',
  },
  'upload.size': { zh: '文件不能超过 {maxMb} MB', en: 'The file must not exceed {maxMb} MB.' },
  'upload.empty': { zh: '文件内容为空', en: 'The file is empty.' },
  'upload.content': {
    zh: '文件内容与文件类型不符',
    en: 'The content of the file is not what its type says.',
  },
} satisfies Record<string, Text>;
