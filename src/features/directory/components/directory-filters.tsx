import { Checkbox, Input } from 'antd';

import { useInputClear } from '@/components/clear-button';
import { DictFilter } from '@/components/dict-filter';
import { FilterBar } from '@/components/filter-bar';
import { FilterField } from '@/components/filter-field';
import { LazySelect } from '@/components/lazy-select';
import { useText } from '@/lib/i18n/use-text';
import { useProvinceSelect, type ProvinceOption } from '@/lib/reference';

import { hasFilters, KEYWORD_MAX, type DirectorySearch } from '../utils/directory-search';

interface DirectoryFiltersProps {
  search: DirectorySearch;
  onChange: (patch: Partial<DirectorySearch>) => void;
}

/**
 * Search by name (applied on Enter or Search), province (searchable in both languages), service
 * and "certified only" (applied at once).
 */
export function DirectoryFilters({ search, onChange }: DirectoryFiltersProps) {
  const text = useText();
  const inputClear = useInputClear();
  const provinces = useProvinceSelect();

  return (
    <FilterBar
      label={text('directory.filters.label')}
      actions={
        <Checkbox
          checked={search.certified}
          onChange={(event) => onChange({ certified: event.target.checked })}
        >
          {text('directory.filters.certified')}
        </Checkbox>
      }
      reset={{
        label: text('directory.filters.reset'),
        disabled: !hasFilters(search),
        onReset: () =>
          onChange({
            keyword: undefined,
            provinceCode: undefined,
            service: undefined,
            certified: false,
          }),
      }}
    >
      <FilterField wide double label={text('directory.filters.keyword')}>
        {(id) => (
          <Input.Search
            // A new keyword in the address (back/forward, reset) replaces what the box shows.
            key={search.keyword ?? ''}
            id={id}
            defaultValue={search.keyword}
            maxLength={KEYWORD_MAX}
            allowClear={inputClear}
            placeholder={text('directory.filters.keywordPlaceholder')}
            enterButton={text('directory.filters.search')}
            onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
          />
        )}
      </FilterField>
      <FilterField label={text('directory.filters.province')}>
        {(id) => (
          <LazySelect<string, ProvinceOption>
            id={id}
            allowClear
            value={search.provinceCode}
            options={provinces.options}
            placeholder={text('directory.filters.any')}
            showSearch={provinces.showSearch}
            onChange={(provinceCode) => onChange({ provinceCode })}
          />
        )}
      </FilterField>
      <DictFilter
        label={text('directory.filters.service')}
        dictCode="enterprise_service"
        value={search.service}
        placeholder={text('directory.filters.any')}
        onChange={(service) => onChange({ service })}
      />
    </FilterBar>
  );
}
