import * as v from 'valibot';

import type { ApiEnvelope } from '@/contract/http';
import type { ReplySchema } from '@/contract/schema';

import { unwrap } from './envelope';
import { TransportError } from './errors';
import { failCall } from './interceptors';

import type { AxiosResponse } from 'axios';

/** Where a mismatch is, as a path into the reply ('records.0.params'), or 'data' for the whole. */
function whereOf(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  return path ? `data.${path}` : 'data';
}

/**
 * The payload of a successful reply, parsed with the call's schema: what the contract names, with
 * its normalisations (an absent field is `undefined`, an id is text), unknown keys dropped. A payload
 * that does not match is no usable reply: the console names the call and the field, and the call
 * fails as a 'contract' TransportError (the page says the reply could not be read and offers Retry).
 */
export function parseReply<S extends ReplySchema>(
  response: AxiosResponse<ApiEnvelope<unknown>>,
  schema: S,
): v.InferOutput<S> {
  const result = v.safeParse(schema, unwrap(response.data));
  if (result.success) return result.output;
  const [issue] = result.issues;
  const { method = 'get', url = '' } = response.config;
  console.error(
    `[contract] ${method.toUpperCase()} ${url}: the reply does not match at ${whereOf(issue)} (${issue.message})`,
  );
  return failCall(new TransportError('contract', response.status), response.config);
}
