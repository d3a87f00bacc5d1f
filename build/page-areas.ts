import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/** src/pages, joined as a path (a browser-like test environment rewrites `new URL(…)`). */
const PAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/pages');

/**
 * `pageAt(() => import('@/pages/<folder>'))` in the route table gets the message areas that
 * src/pages/<folder>/areas.ts lists as its second argument (`[]` when there is no such file), so a
 * page declares its areas beside itself and the route table stays free of them.
 */
export function pageAreas(): Plugin {
  return {
    name: 'trading:page-areas',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/app/routes.tsx')) return null;
      return code.replace(
        /pageAt\(\(\) => import\('@\/pages\/([\w/-]+)'\)\)/g,
        (call, folder: string) => {
          const file = join(PAGES_DIR, folder, 'areas.ts');
          if (!existsSync(file)) return `${call.slice(0, -1)}, [])`;
          this.addWatchFile(file);
          const list = /=\s*(\[[^\]]*\])/.exec(readFileSync(file, 'utf8'))?.[1];
          if (!list) throw new Error(`${file}: no list of areas`);
          return `${call.slice(0, -1)}, ${list})`;
        },
      );
    },
  };
}
