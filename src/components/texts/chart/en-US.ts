import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const chart: Catalogue<typeof zh> = {
  'chart.view': 'Show as',
  'chart.view.chart': 'Chart',
  'chart.view.table': 'Table',
  'chart.legend': 'Legend',
  'chart.keys': 'Focus the chart and use the arrow keys to read each point',
};

export default chart;
