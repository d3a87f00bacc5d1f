import { useDict } from '@/lib/reference';

import { StatusTag } from './status-tag';

interface DictTagProps {
  /** The dictionary code, e.g. 'tender_status'. */
  dict: string;
  value: string;
}

/** A status-like dictionary value as a coloured tag, named in the reader's language. */
export function DictTag({ dict, value }: DictTagProps) {
  const { items, labelOf } = useDict(dict);
  const color = items.find((item) => item.value === value)?.color;
  return <StatusTag color={color}>{labelOf(value)}</StatusTag>;
}
