import { Tag } from 'antd';
import { isPresetColor, isPresetStatusColor } from 'antd/es/_util/colors';

import type { PresetColorType, PresetStatusColorType } from 'antd/es/_util/colors';
import type { ReactNode } from 'react';

/**
 * One of antd's named tag colours: a hue ('blue', 'red-inverse') or a status ('success'). Tags
 * take no other colour: production builds leave out the colour parser a Tag needs for one
 * (build/antd-trims.ts), and a lint rule keeps `<Tag color>` to these names.
 */
export type TagColour = PresetColorType | PresetStatusColorType;

/** Whether a colour from elsewhere (a dictionary item the server sent) is one of antd's names. */
export function isTagColour(colour: unknown): colour is TagColour {
  return typeof colour === 'string' && (isPresetColor(colour) || isPresetStatusColor(colour));
}

/**
 * antd's status colours put light text on a light fill (warning: 1.8:1). The same hues, dark enough
 * for 4.5:1 on their fill (WCAG AA).
 */
const READABLE_TEXT: Partial<Record<TagColour, string>> = {
  success: '#237804',
  warning: '#874d00',
  error: '#a8071a',
  processing: '#0958d9',
};

/** A tag in one of antd's colours, its text dark enough to read on its fill. */
export function StatusTag({
  color,
  children,
  ...rest
}: {
  color?: TagColour;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const text = color ? READABLE_TEXT[color] : undefined;
  return (
    // eslint-disable-next-line no-restricted-syntax -- the colour is a TagColour
    <Tag color={color} style={text ? { color: text } : undefined} {...rest}>
      {children}
    </Tag>
  );
}
