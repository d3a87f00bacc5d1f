import * as v from 'valibot';

import type { ReplySchema } from '@/contract/schema';

type Group = Record<string, unknown>;

/** Each contract domain's paths and replies, by folder: `XApi` and `XReplies` share their keys. */
const pathModules = import.meta.glob<Record<string, Group>>('/src/contract/*/paths.ts', {
  eager: true,
});
const replyModules = import.meta.glob<Record<string, Group>>('/src/contract/*/replies.ts', {
  eager: true,
});

/** Each API path of the contract with the schema of its reply (a domain without replies.ts has none). */
export const replySchemas = new Map<string, ReplySchema>();
for (const [file, module] of Object.entries(pathModules)) {
  const replies = replyModules[file.replace(/paths\.ts$/, 'replies.ts')] ?? {};
  for (const [name, paths] of Object.entries(module)) {
    const schemas = replies[name.replace(/Api$/, 'Replies')];
    if (!schemas) continue;
    for (const [key, path] of Object.entries(paths)) {
      if (typeof path === 'string' && key in schemas) {
        replySchemas.set(path, schemas[key] as ReplySchema);
      }
    }
  }
}

/**
 * What is wrong with `data` as the reply of `path`: 'data.records.0.id: Invalid type …', or
 * undefined when it matches (or the path has no schema yet). The data is read as JSON, as sent.
 */
export function replyMismatch(path: string, data: unknown): string | undefined {
  const schema = replySchemas.get(path);
  if (!schema) return undefined;
  const sent: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  const result = v.safeParse(schema, sent);
  if (result.success) return undefined;
  return result.issues
    .map((issue) => `data${v.getDotPath(issue) ? `.${v.getDotPath(issue)}` : ''}: ${issue.message}`)
    .join('; ');
}
