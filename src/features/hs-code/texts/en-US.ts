import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of the HS code and tariff look-up (a lazy area: loaded with its pages and the tender form). */
const hsCode: Catalogue<typeof zh> = {
  'hsCode.search.label': 'HS code or goods description',
  'hsCode.search.placeholder': 'A code (e.g. 8517.62) or goods (e.g. mobile phone)',
  'hsCode.search.submit': 'Search',
  'hsCode.search.hint':
    'A code prefix of 2–10 digits (dots and spaces are ignored), or words in Chinese or English.',
  'hsCode.search.empty': 'Enter an HS code or a goods description',
  'hsCode.search.tooShort':
    'Enter at least 2 digits of a code ({count} entered), e.g. the chapter 85',
  'hsCode.search.tooLong': 'An HS code has at most 10 digits ({count} entered)',
  'hsCode.search.kind.prefix': 'starting with {prefix}',
  'hsCode.search.kind.keyword': 'whose description contains “{keyword}”',
  'hsCode.results.label': 'Results',
  'hsCode.results.total': '{total, plural, one {# code} other {# codes}} {what}',
  'hsCode.results.pages': 'Result pages',
  'hsCode.results.loadFailed': 'The search failed',
  'hsCode.results.slow': 'Still searching, please wait…',
  'hsCode.results.empty': 'No codes {what}.',
  'hsCode.results.emptyHint':
    'Try a shorter code prefix or another word, or browse the chapters below.',
  'hsCode.results.clear': 'Clear the search',
  'hsCode.detail.label': 'Code details',
  'hsCode.detail.none':
    'Choose a code in the results to see its rates, supervision conditions and declaration elements.',
  'hsCode.detail.loadFailed': 'Code {code} could not be loaded',
  'hsCode.detail.notFound': 'Code {code} is not in the sample data.',
  'hsCode.detail.close': 'Close the details',
  'hsCode.detail.chapter': 'Chapter',
  'hsCode.detail.heading': 'Heading',
  'hsCode.detail.unit.first': 'First unit',
  'hsCode.detail.unit.second': 'Second unit',
  'hsCode.detail.unit.none': 'None',
  'hsCode.detail.mfnRate': 'MFN import duty',
  'hsCode.detail.generalRate': 'General import duty',
  'hsCode.detail.vatRate': 'Import VAT',
  'hsCode.detail.exportRebateRate': 'Export VAT rebate',
  'hsCode.detail.supervision': 'Supervision conditions',
  'hsCode.detail.inspection': 'Inspection and quarantine categories',
  'hsCode.detail.noCondition': 'None',
  'hsCode.detail.elements': 'Declaration elements',
  'hsCode.detail.noElements': 'None',
  'hsCode.detail.updatedAt': 'Data last updated',
  'hsCode.copy.field': 'code {code}',
  'hsCode.copy.short': 'Copy',
  'hsCode.tree.title': 'Browse by chapter',
  'hsCode.tree.loading': 'Loading…',
  'hsCode.tree.loadFailed': 'The chapters could not be loaded',
  'hsCode.tree.count': '{count, plural, one {# code} other {# codes}}',
  'hsCode.tree.chapter': 'Chapter {code}',
  'hsCode.tree.searchHeading': 'Search codes under {code}',
  'hsCode.notice.title': 'Sample data',
  'hsCode.notice.sample':
    'A sample of China’s customs tariff: rates as of {asOf}, {count} codes in {chapters} chapters. Check with customs or your broker before declaring.',
  'hsCode.notice.full':
    'Rates as of {asOf}, {count} codes. Check with customs or your broker before declaring.',
  'hsCode.hsInput.placeholder': 'A code or goods, e.g. 8517 or mobile phone',
  'hsCode.hsInput.searching': 'Searching…',
  'hsCode.hsInput.noMatch': 'No code matches in the sample data; you can type a 6–10 digit code',
  'hsCode.hsInput.failed': 'Codes cannot be looked up now; you can type a 6–10 digit code',
};

export default hsCode;
