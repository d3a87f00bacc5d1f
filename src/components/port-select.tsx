import { type SelectProps } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { LazySelect } from '@/components/lazy-select';
import { useRequest } from '@/hooks/use-request';
import { searchPorts, type Port } from '@/lib/reference';

/** How many ports a search offers at once. */
const OPTION_COUNT = 20;

export function portLabel(port: Port, zh: boolean): string {
  return zh ? `${port.name} ${port.nameEn} (${port.code})` : `${port.nameEn} (${port.code})`;
}

type PortSelectProps = Omit<
  SelectProps<string>,
  'options' | 'showSearch' | 'filterOption' | 'onSearch' | 'loading' | 'notFoundContent'
>;

/**
 * A port picker: type a UN/LOCODE, a Chinese or an English name and pick from the server's matches.
 * The value is the UN/LOCODE. A value set from outside (a shared address) gets its label looked up.
 * The first ports are asked for when the member reaches for the field (pointer over it, focus,
 * opening), not with the page: a page of filters would otherwise ask for them once per field.
 */
export function PortSelect(props: PortSelectProps) {
  const intl = useIntl();
  const zh = intl.locale.toLowerCase().startsWith('zh');
  const [keyword, setKeyword] = useState('');
  const [reached, setReached] = useState(false);
  // Ports seen so far, so the chosen one keeps its label when a later search no longer lists it.
  const [known, setKnown] = useState<ReadonlyMap<string, Port>>(new Map());
  const selected = typeof props.value === 'string' ? props.value : undefined;
  const needed = reached || keyword !== '' || (selected !== undefined && !known.has(selected));
  const reach = () => setReached(true);

  const { data, loading, error, refresh } = useRequest(
    async () => {
      const ports: Port[] = [];
      const asked = keyword;
      const result = await searchPorts(
        { keyword, current: 1, size: OPTION_COUNT },
        { skipErrorToast: true },
      );
      ports.push(...result.records);
      if (selected && !known.has(selected) && !ports.some((p) => p.code === selected)) {
        const exact = await searchPorts({ keyword: selected, size: 1 }, { skipErrorToast: true });
        ports.push(...exact.records.filter((port) => port.code === selected));
      }
      return { keyword: asked, ports };
    },
    {
      ready: needed,
      refreshDeps: [keyword, selected],
      debounceWait: 250,
      onSuccess: ({ ports }) =>
        setKnown((previous) => new Map([...previous, ...ports.map((p) => [p.code, p] as const)])),
      onError: () => undefined,
    },
  );

  const options = useMemo(() => {
    const list = [...(data?.ports ?? [])];
    const chosen = selected ? known.get(selected) : undefined;
    if (chosen && !list.some((port) => port.code === chosen.code)) list.unshift(chosen);
    return list.map((port) => ({ value: port.code, label: portLabel(port, zh) }));
  }, [data, known, selected, zh]);

  // Until the answer to what was typed (its wait included) the list is loading, not empty, and
  // offers no port: the previous search's ports need not match, and an Enter pressed meanwhile
  // waits for the answer (LazySelect). A search offers only its answer's ports; the others, and
  // the chosen one, are still there to name a chosen value. A search that failed says so, and the
  // next keystroke or opening asks again.
  const failed = error !== undefined && !loading;
  const answered = data?.keyword === keyword;
  const pending = needed && !failed && (loading || !answered);
  const offered = useMemo(
    () => new Set(answered ? data?.ports.map((port) => port.code) : []),
    [answered, data],
  );
  return (
    <LazySelect<string>
      allowClear
      {...props}
      showSearch={{
        filterOption: (_, option) => offered.has(String(option?.value)),
        onSearch: setKeyword,
      }}
      loading={pending}
      options={options}
      notFoundContent={intl.formatMessage({
        id: pending ? 'common.loading' : failed ? 'trade.port.failed' : 'trade.port.none',
      })}
      onMouseEnter={(event) => {
        reach();
        props.onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        reach();
        props.onFocus?.(event);
      }}
      onOpenChange={(open) => {
        if (open) reach();
        if (open && failed) refresh();
        props.onOpenChange?.(open);
      }}
      onChange={(value, option) => {
        setKeyword('');
        props.onChange?.(value, option);
      }}
    />
  );
}
