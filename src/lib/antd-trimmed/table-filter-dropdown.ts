import { notInBuild } from './not-in-build';

/*
 * antd's Table column filter in production builds: no column of the app filters, and antd's filter
 * menu imports its tree, menu, dropdown, checkbox and radio code into every page with a table. The
 * Table calls these only for a column with filters.
 */

export function flattenKeys(): never {
  throw notInBuild("Table's column filters");
}

export default function FilterDropdown(): never {
  throw notInBuild("Table's column filters");
}
