/**
 * After a production build: refuses an output folder that holds anything of the mock or of a
 * simulation (build/no-mock.ts says what). Run by `npm run build`:
 *   npx tsx scripts/check-build.ts [dist]
 */
import path from 'node:path';

import { findMockTraces } from '../build/no-mock.ts';

function main(): void {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const traces = findMockTraces(dir);
  if (traces.length > 0) {
    console.error(
      `${dir} holds parts of the mock or of a simulation, which a production build must not:`,
    );
    for (const trace of traces) console.error(`  ${trace}`);
    process.exit(1);
  }
  console.info(`${path.relative(process.cwd(), dir) || dir}: nothing of the mock or a simulation`);
}

main();
