import { Drawer, Grid } from 'antd';

import type { ReactNode } from 'react';

/** Widths on a tablet or wider: a detail to read, or a form with lines side by side. */
const WIDTHS = { detail: 560, form: 640 } as const;

interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  kind: keyof typeof WIDTHS;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A drawer from the right for one item's detail or form: the whole screen on a phone, its content
 * dropped when it closes (the next item starts fresh).
 */
export function SidePanel({ open, onClose, title, kind, footer, children }: SidePanelProps) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      destroyOnHidden
      size={screens.md ? WIDTHS[kind] : '100%'}
      title={title}
      footer={footer}
    >
      {children}
    </Drawer>
  );
}
