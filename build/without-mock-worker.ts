import { rmSync } from 'node:fs';
import { join } from 'node:path';

import type { Plugin } from 'vite';

/** public/mockServiceWorker.js (msw) is copied by every build; only a mock build keeps it. */
export function withoutMockWorker(mockEnabled: boolean): Plugin {
  return {
    name: 'trading:without-mock-worker',
    apply: 'build',
    writeBundle(options) {
      if (!mockEnabled && options.dir)
        rmSync(join(options.dir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
