import axios from 'axios';

import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { API_PREFIX } from '@/contract/http';

import { attachHeaders, checkEnvelope, rejectFailure } from './interceptors';

/** The one HTTP client: `/trading-api`, 10 s, JSON (axios sets the JSON content type for object bodies). */
export const client = axios.create({
  baseURL: API_PREFIX,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  // Time-outs reject with ETIMEDOUT, distinct from an aborted call.
  transitional: { clarifyTimeoutError: true },
});

client.interceptors.request.use(attachHeaders);
client.interceptors.response.use(checkEnvelope, rejectFailure);
