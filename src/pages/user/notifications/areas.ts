import type { LazyArea } from '@/lib/i18n/catalogue';

/** The message areas this page needs besides the first load's: loaded with the page. */
const areas: readonly LazyArea[] = ['notification'];

export default areas;
