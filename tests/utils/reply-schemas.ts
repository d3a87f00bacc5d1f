import * as v from 'valibot';

import type { ReplySchema } from '@/contract/schema';

import { contractCalls } from './contract-calls';

/** Each API path of the contract with the schema of its reply. */
export const replySchemas: ReadonlyMap<string, ReplySchema> = new Map(
  contractCalls.map((call) => [call.path, call.schema]),
);

/**
 * What is wrong with `data` as the reply of `path`: 'data.records.0.id: Invalid type …', or
 * undefined when it matches or the path is not the contract's. The data is read as JSON, as sent.
 */
export function replyMismatch(path: string, data: unknown): string | undefined {
  const schema = replySchemas.get(path);
  // The mock's handlers take their paths from the contract's paths.ts; a path outside it is a
  // test's own stub (tests/mock/endpoint.test.ts), which no schema describes.
  if (!schema) return undefined;
  const sent: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  const result = v.safeParse(schema, sent);
  if (result.success) return undefined;
  return result.issues
    .map((issue) => `data${v.getDotPath(issue) ? `.${v.getDotPath(issue)}` : ''}: ${issue.message}`)
    .join('; ');
}
