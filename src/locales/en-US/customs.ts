import type { Catalogue } from '../types';
import type zh from '../zh-CN/customs';

/** Texts of the HS code and tariff look-up (a lazy area: loaded with its pages and the tender form). */
const customs: Catalogue<typeof zh> = {
  'customs.search.label': 'HS code or goods description',
  'customs.search.placeholder': 'A code (e.g. 8517.62) or goods (e.g. mobile phone)',
  'customs.search.submit': 'Search',
  'customs.search.hint':
    'A code prefix of 2–10 digits (dots and spaces are ignored), or words in Chinese or English.',
  'customs.search.empty': 'Enter an HS code or a goods description',
  'customs.search.tooShort':
    'Enter at least 2 digits of a code ({count} entered), e.g. the chapter 85',
  'customs.search.tooLong': 'An HS code has at most 10 digits ({count} entered)',
  'customs.search.kind.prefix': 'starting with {prefix}',
  'customs.search.kind.keyword': 'whose description contains “{keyword}”',
  'customs.results.label': 'Results',
  'customs.results.total': '{total, plural, one {# code} other {# codes}} {what}',
  'customs.results.pages': 'Result pages',
  'customs.results.loadFailed': 'The search failed',
  'customs.results.slow': 'Still searching, please wait…',
  'customs.results.empty': 'No codes {what}.',
  'customs.results.emptyHint':
    'Try a shorter code prefix or another word, or browse the chapters below.',
  'customs.results.clear': 'Clear the search',
  'customs.detail.label': 'Code details',
  'customs.detail.none':
    'Choose a code in the results to see its rates, supervision conditions and declaration elements.',
  'customs.detail.loadFailed': 'Code {code} could not be loaded',
  'customs.detail.notFound': 'Code {code} is not in the sample data.',
  'customs.detail.close': 'Close the details',
  'customs.detail.chapter': 'Chapter',
  'customs.detail.heading': 'Heading',
  'customs.detail.unit.first': 'First unit',
  'customs.detail.unit.second': 'Second unit',
  'customs.detail.unit.none': 'None',
  'customs.detail.mfnRate': 'MFN import duty',
  'customs.detail.generalRate': 'General import duty',
  'customs.detail.vatRate': 'Import VAT',
  'customs.detail.exportRebateRate': 'Export VAT rebate',
  'customs.detail.supervision': 'Supervision conditions',
  'customs.detail.inspection': 'Inspection and quarantine categories',
  'customs.detail.noCondition': 'None',
  'customs.detail.elements': 'Declaration elements',
  'customs.detail.noElements': 'None',
  'customs.detail.updatedAt': 'Data last updated',
  'customs.copy.label': 'Copy code {code}',
  'customs.copy.short': 'Copy',
  'customs.copy.done': 'Copied {code}',
  'customs.copy.failed': 'Could not copy; select the code {code} by hand',
  'customs.tree.title': 'Browse by chapter',
  'customs.tree.loading': 'Loading…',
  'customs.tree.loadFailed': 'The chapters could not be loaded',
  'customs.tree.count': '{count, plural, one {# code} other {# codes}}',
  'customs.tree.chapter': 'Chapter {code}',
  'customs.tree.searchHeading': 'Search codes under {code}',
  'customs.notice.title': 'Sample data',
  'customs.notice.sample':
    'A sample of China’s customs tariff: rates as of {asOf}, {count} codes in {chapters} chapters. Check with customs or your broker before declaring.',
  'customs.notice.full':
    'Rates as of {asOf}, {count} codes. Check with customs or your broker before declaring.',
  'customs.hsInput.placeholder': 'A code or goods, e.g. 8517 or mobile phone',
  'customs.hsInput.searching': 'Searching…',
  'customs.hsInput.noMatch': 'No code matches in the sample data; you can type a 6–10 digit code',
  'customs.hsInput.failed': 'Codes cannot be looked up now; you can type a 6–10 digit code',
};

export default customs;
