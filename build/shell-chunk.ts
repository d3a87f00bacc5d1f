import { isStyleSheetModule } from './antd-static-styles.ts';

import type { Plugin } from 'vite';

/**
 * Framework packages every page runs: React, the router, react-intl, the request client, those of
 * their modules the entry reaches without a lazy import (axios's fetch adapter loads on demand).
 * Not crypto-js: the storage loads its cipher on demand, in a chunk of its own.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|axios)[\\/]/;

/**
 * One chunk for the shell that every first visit runs before any page: the app's own modules the
 * entry imports statically (providers, layout, session, request client), the framework packages,
 * and what they import (the bundler adds a group's dependencies). Left to itself the bundler cuts
 * these into dozens of small files by which lazy pages share them, and a first visit waits on
 * dozens of requests. Packages are matched by name, not by reachability: antd's index reaches every
 * component, most of which only lazy pages use.
 */
const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/**
 * The contract's common vocabulary (money, the trade codes, user types, calendar days) and the
 * schemas' building blocks: every domain's reply schemas are made of them, so they go with the
 * request client that parses every reply rather than into a few hundred bytes of file each, shared
 * by whichever pages read trade data (the home page waited on four such files).
 */
const CONTRACT_COMMON = /[\\/]src[\\/]contract[\\/](common[\\/][\w-]+|schema|http)\.ts$/;

/**
 * The hook that loads a section's data (src/hooks/use-load.ts): the home page and most data pages
 * use it, and as a file of its own (0.4 KB) it was one more request for each.
 */
const LOAD_HOOK = /[\\/]src[\\/]hooks[\\/]use-load\.ts$/;

export function shellChunk() {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'trading:shell-chunk',
    apply: 'build',
    buildEnd() {
      shell.clear();
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (shell.has(id) || entries.includes(id)) continue;
        shell.add(id);
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        // A package's import of an app module is one of antd's imports resolved to the app
        // (build/antd-trims.ts): it belongs to the shell only if a shell module uses the antd
        // module that imports it, and then the bundler adds it as that module's dependency.
        queue.push(...(isPackage(id) ? imported.filter(isPackage) : imported));
      }
    },
  };
  // antd's style sheets (virtual modules, reached through antd's index) go with the chunk of the
  // component that imports them, not into the shell's CSS.
  const test = (id: string) =>
    (shell.has(id) && !id.includes('/node_modules/') && !isStyleSheetModule(id)) ||
    (FRAMEWORK.test(id) && shell.has(id)) ||
    CONTRACT_COMMON.test(id) ||
    LOAD_HOOK.test(id);
  return { plugin, group: { name: 'shell', test } };
}
