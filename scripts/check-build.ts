/**
 * After a production build: refuses an output folder that holds anything of the mock or of a
 * simulation (build/no-mock.ts says what), or an asset that names the build's id (its file would
 * change name at every build: build/version-file.ts). Run by `npm run build`:
 *   npx tsx scripts/check-build.ts [dist]
 */
import path from 'node:path';

import { findMockTraces } from '../build/no-mock.ts';
import { assetsNamingBuildId } from '../build/version-file.ts';

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
  const naming = assetsNamingBuildId(dir);
  if (naming.length > 0) {
    console.error(`${dir}: assets that hold the build id, which only index.html may carry:`);
    for (const file of naming) console.error(`  ${file}`);
    process.exit(1);
  }
  const where = path.relative(process.cwd(), dir) || dir;
  console.info(`${where}: nothing of the mock or a simulation, no asset naming the build`);
}

main();
