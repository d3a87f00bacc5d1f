import { Button, Checkbox, Input, Select } from 'antd';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useText } from '@/lib/i18n/use-text';
import { useDict, useProvinces } from '@/lib/reference';

import { hasFilters, KEYWORD_MAX, type DirectorySearch } from '../utils/directory-search';
import styles from './directory.module.css';

interface DirectoryFiltersProps {
  search: DirectorySearch;
  onChange: (patch: Partial<DirectorySearch>) => void;
}

interface ProvinceOption {
  value: string;
  label: string;
  search: string;
}

/**
 * Search by name (applied on Enter or Search), province (searchable in both languages), service
 * and "certified only" (applied at once).
 */
export function DirectoryFilters({ search, onChange }: DirectoryFiltersProps) {
  const intl = useIntl();
  const text = useText();
  const ids = { keyword: useId(), province: useId(), service: useId() };
  const provinces = useProvinces();
  const services = useDict('enterprise_service');
  const provinceOptions = useMemo<ProvinceOption[]>(() => {
    const zh = intl.locale.startsWith('zh');
    return provinces.items.map((province) => ({
      value: province.code,
      label: zh ? province.name : province.nameEn,
      search: `${province.name} ${province.nameEn} ${province.code}`.toLowerCase(),
    }));
  }, [provinces.items, intl.locale]);

  return (
    <div role="search" aria-label={text('directory.filters.label')} className={styles.filters}>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={ids.keyword} className={styles.label}>
          {text('directory.filters.keyword')}
        </label>
        <Input.Search
          // A new keyword in the address (back/forward, reset) replaces what the box shows.
          key={search.keyword ?? ''}
          id={ids.keyword}
          defaultValue={search.keyword}
          maxLength={KEYWORD_MAX}
          allowClear
          placeholder={text('directory.filters.keywordPlaceholder')}
          enterButton={text('directory.filters.search')}
          onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.province} className={styles.label}>
          {text('directory.filters.province')}
        </label>
        <Select<string, ProvinceOption>
          id={ids.province}
          allowClear
          value={search.provinceCode}
          options={provinceOptions}
          placeholder={text('directory.filters.any')}
          showSearch={{
            filterOption: (input, option) =>
              option?.search.includes(input.trim().toLowerCase()) ?? false,
          }}
          onChange={(provinceCode) => onChange({ provinceCode })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.service} className={styles.label}>
          {text('directory.filters.service')}
        </label>
        <Select
          id={ids.service}
          allowClear
          value={search.service}
          options={services.options}
          placeholder={text('directory.filters.any')}
          onChange={(service) => onChange({ service })}
        />
      </div>
      <div className={`${styles.checks} ${styles.wide}`}>
        <Checkbox
          checked={search.certified}
          onChange={(event) => onChange({ certified: event.target.checked })}
        >
          {text('directory.filters.certified')}
        </Checkbox>
        <Button
          disabled={!hasFilters(search)}
          onClick={() =>
            onChange({
              keyword: undefined,
              provinceCode: undefined,
              service: undefined,
              certified: false,
            })
          }
        >
          <FormattedMessage id="directory.filters.reset" />
        </Button>
      </div>
    </div>
  );
}
