import { useDict } from '@/lib/reference';

import { isTagColour, StatusTag } from './status-tag';

interface DictTagProps {
  /** The dictionary code, e.g. 'tender_status'. */
  dict: string;
  value: string;
}

/** A status-like dictionary value as a coloured tag, named in the reader's language. */
export function DictTag({ dict, value }: DictTagProps) {
  const { items, labelOf } = useDict(dict);
  const color = items.find((item) => item.value === value)?.color;
  // The server's colour is used only when it is one of antd's names (any other would need a colour
  // parser the build leaves out): the tag is then plain.
  return <StatusTag color={isTagColour(color) ? color : undefined}>{labelOf(value)}</StatusTag>;
}
