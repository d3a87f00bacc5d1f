import { type SelectProps } from 'antd';

import { LazySelect } from '@/components/lazy-select';
import { useDict } from '@/lib/reference';

type DictSelectProps = Omit<SelectProps<string>, 'options'> & {
  /** The dictionary whose items are the choices ('shipment_type', 'carrier'). */
  dictCode: string;
};

/**
 * A Select of one dictionary's items. It follows the dictionaries itself, so their arrival renders
 * this field alone, not the form or filter bar around it (antd's Form.Item reads the layout each
 * time it renders).
 */
export function DictSelect({ dictCode, ...props }: DictSelectProps) {
  const dict = useDict(dictCode);
  return <LazySelect {...props} options={dict.options} />;
}
