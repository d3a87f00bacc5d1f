import type { ReactNode } from 'react';

/**
 * antd's click ripple (Wave) around a button, checkbox, radio, switch, step or tag, in production
 * builds: the app turns it off (`wave.disabled` in src/app/app.tsx), and its code (a React root
 * rendered for each ripple, with its motion) was in the shell. The control renders as it is.
 */
export default function NoWave({ children }: { children?: ReactNode }): ReactNode {
  return children ?? null;
}
