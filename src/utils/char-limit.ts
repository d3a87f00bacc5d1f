import { charCount, cutToChars } from '@/contract/common/text-length';

import type { InputProps } from 'antd';

/**
 * An input's length limit counted in characters (`charCount`), in place of the native `maxLength`,
 * which counts UTF-16 units and so refuses the last character of a full-length name that holds a
 * rare one: typing or pasting stops at `max` characters. `show` shows the count beside the field.
 */
export function charLimit(max: number, show = false): NonNullable<InputProps['count']> {
  return {
    max,
    show,
    strategy: charCount,
    exceedFormatter: (text, config) => cutToChars(text, config.max),
  };
}
