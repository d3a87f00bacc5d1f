import { notInBuild } from './not-in-build';

// The constants antd's Table exposes (Table.SELECTION_ALL…), as antd defines them.
export const SELECTION_COLUMN = {};
export const SELECTION_ALL = 'SELECT_ALL';
export const SELECTION_INVERT = 'SELECT_INVERT';
export const SELECTION_NONE = 'SELECT_NONE';

const NO_KEYS: ReadonlySet<unknown> = new Set();

function withoutSelectionColumn<T>(columns: readonly T[]): T[] {
  return columns.filter((column) => column !== SELECTION_COLUMN);
}

/**
 * antd's Table row selection in production builds: the app's tables select no rows, so the hook
 * leaves the columns as they are, as antd's does without `rowSelection`, and without its checkbox,
 * radio, dropdown and tree code.
 */
export default function useSelection(
  _config: unknown,
  rowSelection: unknown,
): [typeof withoutSelectionColumn, ReadonlySet<unknown>] {
  if (rowSelection) throw notInBuild("Table's rowSelection");
  return [withoutSelectionColumn, NO_KEYS];
}
