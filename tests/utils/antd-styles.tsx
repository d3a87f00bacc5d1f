import { createCache, StyleProvider } from '@ant-design/cssinjs';

import type { ReactNode } from 'react';

/**
 * antd renders the same elements but keeps its generated style sheets out of the document, as it
 * does on a server. jsdom lays nothing out, so those sheets would only make every getComputedStyle
 * (antd's own measurements, role and visibility queries) walk thousands of rules: page tests run
 * about twice as fast without them. Our own CSS modules are not loaded in tests either.
 */
export function WithoutAntdStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server" cache={createCache()}>
      {children}
    </StyleProvider>
  );
}
