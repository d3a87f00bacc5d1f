import { Button } from 'antd';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import { useUnmountSignal } from '@/hooks/use-unmount-signal';
import { searchPorts, type Port } from '@/lib/reference';

import { resolvePort, SEARCH_TARGETS, searchHref, type SearchTarget } from '../utils/search-target';
import { PortField } from './port-field';
import styles from './search.module.css';

type PortKey = 'pol' | 'pod';

/** Resolves a typed port name: first among the offered ports, then by asking the port search. */
async function lookUp(text: string, known: readonly Port[]): Promise<string | undefined> {
  if (!text.trim()) return '';
  const offered = resolvePort(text, known);
  if (offered) return offered;
  const page = await searchPorts(
    { keyword: text.trim(), size: DEFAULT_PAGE_SIZE },
    { skipErrorToast: true },
  ).catch(() => undefined);
  return page ? resolvePort(text, page.records) : undefined;
}

/** The home search: tenders by keyword and lane, or the market or the schedules of a lane. */
export function HomeSearch() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [target, setTarget] = useState<SearchTarget>('tender');
  const [keyword, setKeyword] = useState('');
  const [ports, setPorts] = useState<Record<PortKey, string>>({ pol: '', pod: '' });
  const [errors, setErrors] = useState<Partial<Record<PortKey, string>>>({});
  const known = useRef<Port[]>([]);
  const left = useUnmountSignal();
  const remember = useCallback((offered: readonly Port[]) => {
    known.current = [...offered, ...known.current].slice(0, 100);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const [pol, pod] = await Promise.all([
      lookUp(ports.pol, known.current),
      lookUp(ports.pod, known.current),
    ]);
    // The member went elsewhere while the ports were looked up: no pull back to the results.
    if (left.aborted) return;
    const unknown = intl.formatMessage({ id: 'home.search.unknownPort' });
    const next = {
      ...(pol === undefined ? { pol: unknown } : {}),
      ...(pod === undefined ? { pod: unknown } : {}),
    };
    setErrors(next);
    if (pol === undefined || pod === undefined) {
      form
        .querySelector<HTMLInputElement>(`#home-search-${pol === undefined ? 'pol' : 'pod'}`)
        ?.focus();
      return;
    }
    void navigate(searchHref(target, { keyword, pol, pod }));
  };

  const portField = (key: PortKey) => (
    <PortField
      id={`home-search-${key}`}
      label={intl.formatMessage({ id: `home.search.${key}` })}
      value={ports[key]}
      onChange={(value) => setPorts((last) => ({ ...last, [key]: value }))}
      onPorts={remember}
      error={errors[key]}
    />
  );

  return (
    <form
      className={styles.form}
      role="search"
      aria-label={intl.formatMessage({ id: 'home.search.title' })}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <fieldset className={styles.targets}>
        <legend>
          <FormattedMessage id="home.search.target" />
        </legend>
        {SEARCH_TARGETS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="home-search-target"
              value={value}
              checked={target === value}
              onChange={() => setTarget(value)}
            />
            <FormattedMessage id={`home.search.${value}`} />
          </label>
        ))}
      </fieldset>
      <div className={styles.fields}>
        {target === 'tender' && (
          <label className={styles.field} htmlFor="home-search-keyword">
            <FormattedMessage id="home.search.keyword" />
            <input
              id="home-search-keyword"
              type="search"
              value={keyword}
              maxLength={50}
              placeholder={intl.formatMessage({ id: 'home.search.keywordHint' })}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </label>
        )}
        {portField('pol')}
        {portField('pod')}
        <Button type="primary" htmlType="submit" size="large" className={styles.submit}>
          <FormattedMessage id="home.search.submit" />
        </Button>
      </div>
    </form>
  );
}
