import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const exportTexts: Catalogue<typeof zh> = {
  'export.action': 'تصدير إلى إكسل',
  'export.actionNamed': 'تصدير إلى إكسل: كل نتائج «{title}»',
  'export.fetching': 'جارٍ جلب الصفوف: {received} من {total}',
  'export.writing':
    'جارٍ كتابة ملف إكسل ({total, plural, zero {# صف} one {# صف} two {# صفان} few {# صفوف} many {# صفًا} other {# صف}})…',
  'export.done':
    'تم تصدير {total, plural, zero {# صف} one {# صف} two {# صفين} few {# صفوف} many {# صفًا} other {# صف}}؛ يجري تنزيل «{fileName}»',
  'export.failed': 'تعذّر تصدير «{title}»',
  'export.filter': '{label}: {value}',
  'export.noFilters': 'عوامل التصفية: لا شيء (الكل)',
  'export.exportedAt': 'وقت التصدير: {time} (بتوقيت الصين UTC+8)',
  'export.zoned': '{header} (بتوقيت الصين UTC+8)',
  'export.fileName': '{title}-{date}',
};

export default exportTexts;
