import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const exportTexts: Catalogue<typeof zh> = {
  'export.action': 'Export to Excel',
  'export.actionNamed': 'Export to Excel: every result of “{title}”',
  'export.fetching': 'Fetching rows: {received} of {total}',
  'export.writing': 'Writing the Excel file ({total, plural, one {# row} other {# rows}})…',
  'export.done':
    '{total, plural, one {# row} other {# rows}} exported; “{fileName}” is downloading',
  'export.failed': '“{title}” could not be exported',
  'export.filter': '{label}: {value}',
  'export.noFilters': 'Filters: none (everything)',
  'export.exportedAt': 'Exported: {time} (China time, UTC+8)',
  'export.zoned': '{header} (UTC+8)',
  'export.fileName': '{title}-{date}',
};

export default exportTexts;
