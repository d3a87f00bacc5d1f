// antd's Button draws its loading spinner through this component; production builds give it this
// module instead of antd's own (build/antd-trims.ts).
import DefaultLoadingIcon, {
  type DefaultLoadingIconProps,
} from 'antd/es/button/DefaultLoadingIcon';
import { createElement, useState } from 'react';

/**
 * antd's spinner of a button without an icon is a motion that renders nothing until the button
 * loads, yet sets its state twice in a layout effect as it mounts: each button re-rendered
 * synchronously inside the commit that mounted it (and made React run that commit's passive
 * effects at once), so a page's buttons lengthened the task that drew the page. Here the spinner
 * is put in only once the button first loads (or draws an icon, which antd swaps for a spinner
 * with no motion), and stays for the button's life: a button that loads after it mounted opens
 * its spinner with the same widening motion antd gives it, and one that mounts loading shows it
 * at once, as antd does.
 */
export default function LoadingIconOnceLoading(props: DefaultLoadingIconProps) {
  const [used, setUsed] = useState(false);
  const needed = used || Boolean(props.loading) || props.existIcon;
  // Derived once from the props while rendering: React renders the button again at once, before
  // anything is committed.
  if (needed && !used) setUsed(true);
  return needed ? createElement(DefaultLoadingIcon, props) : null;
}
