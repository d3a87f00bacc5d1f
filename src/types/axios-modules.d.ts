/** axios's fetch adapter, which its package exports under `unsafe/` without types of its own. */
declare module 'axios/unsafe/adapters/fetch.js' {
  import type { AxiosAdapter } from 'axios';

  const fetchAdapter: AxiosAdapter;
  export default fetchAdapter;
}
