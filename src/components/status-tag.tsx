import { Tag } from 'antd';

import type { ReactNode } from 'react';

/**
 * antd's status colours put light text on a light fill (warning: 1.8:1). The same hues, dark enough
 * for 4.5:1 on their fill (WCAG AA).
 */
const READABLE_TEXT: Record<string, string> = {
  success: '#237804',
  warning: '#874d00',
  error: '#a8071a',
  processing: '#0958d9',
};

/** A tag in one of antd's colours, its text dark enough to read on its fill. */
export function StatusTag({ color, children }: { color?: string; children: ReactNode }) {
  const text = color ? READABLE_TEXT[color] : undefined;
  return (
    <Tag color={color} style={text ? { color: text } : undefined}>
      {children}
    </Tag>
  );
}
