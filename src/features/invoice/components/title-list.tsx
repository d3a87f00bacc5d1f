import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty } from 'antd';
import { useState } from 'react';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { RetryAlert } from '@/components/retry-alert';
import type { InvoiceTitle } from '@/contract/invoice/types';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';

import { deleteInvoiceTitle, saveInvoiceTitle } from '../api';
import styles from './invoice.module.css';
import { TitleCard } from './title-card';
import { TitleFormDrawer, type TitleFormTarget } from './title-form-drawer';

import type { useInvoiceTitles } from '../hooks/use-invoice-titles';

/**
 * The member's invoice titles: add, edit, make one the default, delete (the server refuses a title
 * a pending application uses, and says so).
 */
export function TitleList({ titles }: { titles: ReturnType<typeof useInvoiceTitles> }) {
  const text = useText();
  const { message } = App.useApp();
  const [target, setTarget] = useState<TitleFormTarget>();
  const context = titles.data?.certified ? { certified: titles.data.certified } : {};

  const change = useMutation(async (done: string, call: () => Promise<unknown>) => {
    try {
      await call();
      // The member left: the late result changes nothing on the page (see `useMutation`).
      if (change.signal.aborted) return;
      void message.success(done);
    } catch {
      // The request module has shown why (4009: used by a pending application).
    }
    titles.refresh();
  });

  const remove = (title: InvoiceTitle) =>
    void change.run(text('invoice.titles.deleted', { title: title.title }), () =>
      deleteInvoiceTitle(title.id),
    );
  const makeDefault = (title: InvoiceTitle) =>
    void change.run(text('invoice.titles.defaultSet', { title: title.title }), () =>
      saveInvoiceTitle({ ...title, isDefault: true }),
    );

  if (titles.error) {
    return (
      <RetryAlert
        title={text('invoice.titles.loadFailed')}
        error={titles.error}
        onRetry={titles.refresh}
      />
    );
  }
  if (!titles.data) return <LoadingSkeleton />;

  return (
    <>
      <div className={styles.toolbar}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({})}>
          {text('invoice.titles.add')}
        </Button>
      </div>
      {titles.data.titles.length === 0 ? (
        <Empty description={text('invoice.titles.empty')} />
      ) : (
        <ul className={styles.titles} aria-label={text('invoice.titles.list')}>
          {titles.data.titles.map((title) => (
            <li key={title.id}>
              <TitleCard
                title={title}
                busy={change.running}
                onEdit={() => setTarget({ title })}
                onDelete={() => remove(title)}
                onMakeDefault={() => makeDefault(title)}
              />
            </li>
          ))}
        </ul>
      )}
      <TitleFormDrawer
        target={target}
        context={context}
        onClose={() => setTarget(undefined)}
        onSaved={() => {
          setTarget(undefined);
          titles.refresh();
        }}
      />
    </>
  );
}
