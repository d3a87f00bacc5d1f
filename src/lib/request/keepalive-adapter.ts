import type { AxiosAdapter } from 'axios';

/**
 * The adapter of a call that may outlive the page: only fetch can send with `keepalive`, and
 * XMLHttpRequest, axios's adapter in a browser, cannot. axios's fetch adapter loads with the first
 * such call (the logout), not with every page: production builds leave it out of axios's list of
 * adapters (build/axios-trims.ts).
 */
export const keepaliveAdapter: AxiosAdapter = async (config) => {
  const { default: fetchAdapter } = await import('axios/unsafe/adapters/fetch.js');
  return fetchAdapter(config);
};
