import { DictSelect } from './dict-select';
import { FilterField } from './filter-field';

interface DictFilterProps<V extends string> {
  label: string;
  /** The dictionary whose items are the choices ('shipment_type', 'carrier'). */
  dictCode: string;
  value: V | undefined;
  /** What the empty choice says ('Any'). */
  placeholder: string;
  /** Long lists (carriers) can be searched by name. */
  searchable?: boolean;
  /** The dictionary's item values are the union V (its items are V's members). */
  onChange: (value: V | undefined) => void;
}

/** A filter that picks one item of a dictionary, or none. */
export function DictFilter<V extends string>(props: DictFilterProps<V>) {
  const { label, dictCode, value, placeholder, searchable, onChange } = props;
  return (
    <FilterField label={label}>
      {(id) => (
        <DictSelect
          id={id}
          dictCode={dictCode}
          allowClear
          {...(searchable ? { showSearch: { optionFilterProp: 'label' } } : {})}
          value={value}
          placeholder={placeholder}
          onChange={(next?: string) => onChange(next as V | undefined)}
        />
      )}
    </FilterField>
  );
}
