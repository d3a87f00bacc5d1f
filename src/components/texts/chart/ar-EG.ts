import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const chart: Catalogue<typeof zh> = {
  'chart.view': 'العرض',
  'chart.view.chart': 'رسم بياني',
  'chart.view.table': 'جدول',
  'chart.legend': 'مفتاح الرسم',
  'chart.keys': 'ركّز على الرسم واستخدم مفاتيح الأسهم لقراءة كل نقطة',
};

export default chart;
