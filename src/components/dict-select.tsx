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
 * time it renders). Its list is at least as wide as the field and as wide as its longest item
 * ("حاوية عادية 20 قدم" in a narrow filter on a phone is read whole, not cut short): a dictionary
 * is a few dozen items, drawn without antd's virtual list, which needs the list's width fixed.
 */
export function DictSelect({ dictCode, ...props }: DictSelectProps) {
  const dict = useDict(dictCode);
  return <LazySelect popupMatchSelectWidth={false} {...props} options={dict.options} />;
}
