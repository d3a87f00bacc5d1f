import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const marketIndex: Catalogue<typeof zh> = {
  'marketIndex.unit': 'Container type',
  'marketIndex.span': 'Period',
  'marketIndex.weeks': '{count} weeks',
  'marketIndex.loadFailed': 'The lane rate index could not be loaded',
  'marketIndex.chartLabel': 'Weekly all-in median and range, {lane}, {unit}',
  'marketIndex.series.median': 'Median',
  'marketIndex.series.low': 'Low',
  'marketIndex.series.range': 'Low–high range',
  'marketIndex.series.own': 'This rate',
  'marketIndex.week': 'Week of {week}',
  'marketIndex.point':
    'Week of {week}: median {median}, low {low}, high {high}, {count, plural, one {# rate} other {# rates}}',
  'marketIndex.gap': 'Week of {week}: no rate on the market for this lane',
  'marketIndex.summary':
    'In the latest week with rates ({week}) the median was {median}, in a range of {low} to {high}.',
  'marketIndex.change':
    'The median {change, select, up {rose} down {fell} other {held}} {percent} against {weeks} weeks before.',
  'marketIndex.own.below': "This rate's all-in price, {own}, is below the market's range.",
  'marketIndex.own.within': "This rate's all-in price, {own}, is within the market's range.",
  'marketIndex.own.above': "This rate's all-in price, {own}, is above the market's range.",
  'marketIndex.noData': 'No rate on the market for this lane in this period.',
  'marketIndex.allInNote':
    'All-in = freight + surcharges per container (per cbm for LCL), without per-B/L charges; in {currency}.',
  'marketIndex.col.week': 'Week (Monday)',
  'marketIndex.col.median': 'Median',
  'marketIndex.col.low': 'Low',
  'marketIndex.col.high': 'High',
  'marketIndex.col.listings': 'Rates',
  'marketIndex.none': 'None',
  'marketIndex.export.title': 'Lane rate index {lane} {unit}',
};

export default marketIndex;
