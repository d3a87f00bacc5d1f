import { notInBuild } from './not-in-build';

/**
 * antd's Tooltip where a Form.Item label or a Segmented option would show one, in production
 * builds: no label or option of the app has a tooltip (a hint is written under its field), and
 * the import put the tooltip and its popup code into every page with a form or a segmented
 * control. The components render it only for a label or an option that has one.
 */
export default function Tooltip(): never {
  throw notInBuild("Form.Item's and Segmented's tooltips");
}
