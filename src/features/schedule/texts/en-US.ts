import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of the schedule tool page (a lazy area: loaded with its pages). */
const schedule: Catalogue<typeof zh> = {
  'schedule.filters.title': 'Search sailings',
  'schedule.filters.pol': 'Port of loading',
  'schedule.filters.pod': 'Port of discharge',
  'schedule.filters.portPlaceholder': 'Port name or code',
  'schedule.filters.swap': 'Swap ports of loading and discharge',
  'schedule.filters.dates': 'Departure dates (local at loading port)',
  'schedule.filters.dateFrom': 'Departure from',
  'schedule.filters.dateTo': 'Departure to',
  'schedule.filters.carrier': 'Carrier',
  'schedule.filters.anyCarrier': 'All carriers',
  'schedule.filters.routing': 'Transshipment',
  'schedule.routing.all': 'All',
  'schedule.routing.direct': 'Direct only',
  'schedule.routing.transship': 'With transshipment',
  'schedule.filters.reset': 'Clear filters',

  'schedule.start.title':
    'Pick a port of loading and a port of discharge to see the next four weeks of sailings',
  'schedule.start.hint': 'Or start from a popular lane:',
  'schedule.lane.CNSHA-NLRTM': 'Shanghai → Rotterdam',
  'schedule.lane.CNYTN-USLAX': 'Shenzhen Yantian → Los Angeles',
  'schedule.lane.CNNGB-DEHAM': 'Ningbo → Hamburg',

  'schedule.meta.sample': 'Sample data',
  'schedule.meta.sampleText':
    "Generated from the major carriers' real service patterns for demonstration; not live data.",
  'schedule.meta.summary':
    '{carriers, plural, one {# carrier} other {# carriers}} · {lanes, plural, one {# lane} other {# lanes}} · last updated {updatedAt}',

  'schedule.list.title': 'Sailings',
  'schedule.list.total': '{total, plural, one {# sailing} other {# sailings}}',
  'schedule.sort.label': 'Sort by',
  'schedule.sort.etd': 'Departure',
  'schedule.sort.eta': 'Arrival',
  'schedule.sort.transit': 'Transit time',
  'schedule.sort.order': 'Sort order',
  'schedule.sort.asc': 'Earliest / shortest first',
  'schedule.sort.desc': 'Latest / longest first',

  'schedule.col.carrier': 'Carrier',
  'schedule.col.service': 'Service',
  'schedule.col.vessel': 'Vessel / voyage',
  'schedule.col.etd': 'ETD',
  'schedule.col.eta': 'ETA',
  'schedule.col.transit': 'Transit',
  'schedule.col.routing': 'Routing',
  'schedule.col.cutoffs': 'Cut-offs',
  'schedule.col.source': 'Source',
  'schedule.col.actions': 'Actions',
  'schedule.days': '{count, plural, one {# day} other {# days}}',
  'schedule.direct': 'Direct',
  'schedule.via': 'Via {ports}',
  'schedule.cutoff.cy': 'CY cut-off',
  'schedule.cutoff.si': 'SI cut-off',
  'schedule.cutoff.vgm': 'VGM cut-off',
  'schedule.cutoff.closed': 'Closed',
  'schedule.cutoff.unknown': 'Unknown',
  'schedule.cutoff.left': '{countdown} left',
  'schedule.cutoff.next': 'Next: {kind}',
  'schedule.source.carrier': 'carrier',
  'schedule.source.partner': 'schedule partner',
  'schedule.source.text': '{name} ({kind})',
  'schedule.source.updated': 'updated {updatedAt}',

  'schedule.tender': 'Start a tender for this sailing',
  'schedule.tender.label': 'Start a tender for this sailing: {vessel} {voyage}',
  'schedule.details': 'Details',
  'schedule.details.label': 'Details of {vessel} {voyage}',
  'schedule.drawer.lane': 'Lane',

  'schedule.slow': 'Still searching — this is taking longer than usual…',
  'schedule.empty.title': 'No sailings match these filters',
  'schedule.empty.hint': 'You could:',
  'schedule.empty.widen': 'Widen the dates to eight weeks',
  'schedule.empty.carrier': 'Allow any carrier',
  'schedule.empty.transship': 'Allow transshipment',
  'schedule.error.title': 'The sailings could not be loaded',
  'schedule.error.field': 'Please correct the search field marked above.',

  'schedule.week.title': 'Week',
  'schedule.week.range': '{from} to {to}',
  'schedule.week.prev': 'Previous week',
  'schedule.week.next': 'Next week',
  'schedule.week.none': 'No sailings',
  'schedule.week.empty': 'No sailings this week',
  'schedule.view.label': 'View',
  'schedule.view.list': 'List',
  'schedule.view.week': 'Week',
  'schedule.pages': 'Sailing pages',
};

export default schedule;
