// The Select's own chunk: loaded by select-loader when a field is first reached.
export { Select } from 'antd';
