import { LazySelect } from '@/components/lazy-select';

/**
 * antd's Select for the Pagination's page-size changer (antd imports it whether or not the changer
 * shows, and no list of the app shows one): the Select loads when the changer is first reached.
 */
export default LazySelect;
