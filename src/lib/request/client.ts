import Axios from 'axios/unsafe/core/Axios.js';
import mergeConfig from 'axios/unsafe/core/mergeConfig.js';
import defaults from 'axios/unsafe/defaults/index.js';

import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { API_PREFIX } from '@/contract/http';

import { attachHeaders, checkEnvelope, rejectFailure } from './interceptors';

/**
 * The one HTTP client: `/trading-api`, 10 s, JSON (axios sets the JSON content type for object bodies).
 * It is what `axios.create` makes, less its call signature, built from the modules that make it:
 * axios's entry builds a default instance and hangs every helper on it (cancel tokens, the status
 * codes, form converters), which the bundler must then keep in every page (1.5 KB compressed). Only
 * types are imported from the entry (a unit test checks it).
 */
export const client = new Axios(
  mergeConfig(defaults, {
    baseURL: API_PREFIX,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    // Time-outs reject with ETIMEDOUT, distinct from an aborted call.
    transitional: { clarifyTimeoutError: true },
  }),
);

client.interceptors.request.use(attachHeaders);
client.interceptors.response.use(checkEnvelope, rejectFailure);
