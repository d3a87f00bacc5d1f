import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const upload: Catalogue<typeof zh> = {
  'upload.uploading': 'جارٍ رفع «{name}»…',
  'upload.progress': 'جارٍ رفع «{name}»: {percent}%',
  'upload.cancel': 'إلغاء',
  'upload.cancelLabel': 'إلغاء رفع «{name}»',
  'upload.badType': '«{name}» ليس ملفًا من نوع {types}. يُرجى اختيار ملف آخر.',
  'upload.tooLarge':
    'حجم «{name}» هو {size} ميغابايت، وهو يتجاوز الحد الأقصى البالغ {maxMb} ميغابايت. يُرجى تصغيره ثم المحاولة مرة أخرى.',
  'upload.empty': '«{name}» ملف فارغ. يُرجى اختيار ملف آخر.',
  'upload.timeout': 'استغرق رفع «{name}» وقتًا طويلًا. تحقق من اتصالك ثم حاول مرة أخرى.',
  'upload.failed': 'تعذّر رفع «{name}»: {reason}',
  'upload.retry': 'إعادة المحاولة',
  'upload.badAddress': 'أعاد الخادم عنوانًا غير صالح للاستخدام للملف «{name}». حاول مرة أخرى.',
  'upload.openPdf': 'فتح {name} (PDF، في نافذة جديدة)',
  'upload.preview.flipY': 'قلب عمودي',
  'upload.preview.flipX': 'قلب أفقي',
  'upload.preview.rotateLeft': 'تدوير إلى اليسار',
  'upload.preview.rotateRight': 'تدوير إلى اليمين',
  'upload.preview.zoomOut': 'تصغير',
  'upload.preview.zoomIn': 'تكبير',
  'upload.preview.close': 'إغلاق المعاينة',
};

export default upload;
