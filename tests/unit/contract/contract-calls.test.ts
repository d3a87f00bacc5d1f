import { readFileSync } from 'node:fs';

import { contractCalls, contractGets } from '../../utils/contract-calls';
import { replySchemas } from '../../utils/reply-schemas';

/** The GET rows of docs/api.md. */
const documentedGets = [
  ...readFileSync('docs/api.md', 'utf8').matchAll(/^\| GET +\| `([^`]+)` +\|/gm),
].map(([, path]) => path);

describe('the contract calls without Vite (tests/utils/contract-calls.ts)', () => {
  it('lists every path of the contract with the schema replySchemas finds for it', () => {
    expect(new Map(contractCalls.map((call) => [call.path, call.schema]))).toEqual(replySchemas);
    expect(contractCalls).toHaveLength(replySchemas.size);
  });

  it('reads as GET exactly the paths docs/api.md documents as GET', () => {
    expect(contractGets.map((call) => call.path).sort()).toEqual([...documentedGets].sort());
  });
});
