import { notInBuild } from './not-in-build';

/**
 * The tabs of antd's Card (its `tabList`) in production builds: no card of the app has tabs, and
 * the import put the tab, menu and dropdown code into every page with a card.
 */
export default function Tabs(): never {
  throw notInBuild("Card's tabList");
}
