import { Typography } from 'antd';

import { LtrRun } from '@/components/ltr-run';

/**
 * A value shown as code (a build id, a path, a call): read left to right on an Arabic page too,
 * where `/trading-api` would otherwise show as `trading-api/`.
 */
export function CodeValue({ children }: { children: string }) {
  return (
    <LtrRun>
      <Typography.Text code>{children}</Typography.Text>
    </LtrRun>
  );
}
