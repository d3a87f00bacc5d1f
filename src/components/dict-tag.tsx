import { Tag } from 'antd';

import { useDict } from '@/lib/reference';

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

interface DictTagProps {
  /** The dictionary code, e.g. 'tender_status'. */
  dict: string;
  value: string;
}

/** A status-like dictionary value as a coloured tag, named in the reader's language. */
export function DictTag({ dict, value }: DictTagProps) {
  const { items, labelOf } = useDict(dict);
  const color = items.find((item) => item.value === value)?.color;
  const text = color ? READABLE_TEXT[color] : undefined;
  return (
    <Tag color={color} style={text ? { color: text } : undefined}>
      {labelOf(value)}
    </Tag>
  );
}
