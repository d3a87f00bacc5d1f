import { notInBuild } from './not-in-build';

/** antd's virtual-scrolling Table body in production builds: no table of the app is virtual. */
export default function RcVirtualTable(): never {
  throw notInBuild("Table's virtual mode");
}
