import { Button, Popconfirm } from 'antd';

import { DotList } from '@/components/dot-list';
import { KeepFocusButton } from '@/components/keep-focus-button';
import { StatusTag } from '@/components/status-tag';
import type { InvoiceTitle } from '@/contract/invoice/types';
import { useText } from '@/lib/i18n/use-text';

import styles from './invoice.module.css';

interface TitleCardProps {
  title: InvoiceTitle;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One title: its type and name, number and bank details, and what can be done with it. */
export function TitleCard({ title, busy, onEdit, onDelete, onMakeDefault }: TitleCardProps) {
  const text = useText();
  const name = title.title;
  const bank = [title.bank, title.account].filter(Boolean);
  const registered = [title.address, title.phone].filter(Boolean);
  return (
    <article className={styles.title} aria-label={name}>
      <div className={styles.titleHead}>
        <StatusTag color={title.type === 'special' ? 'blue' : 'default'}>
          {text(`invoice.type.${title.type}`)}
        </StatusTag>
        {title.isDefault && <StatusTag color="success">{text('invoice.titles.default')}</StatusTag>}
      </div>
      <h3 className={styles.titleName} dir="auto">
        {name}
      </h3>
      <p className={styles.facts}>
        {text('invoice.field.taxNo')}: <span className={styles.code}>{title.taxNo}</span>
      </p>
      {registered.length > 0 && (
        <p className={styles.facts}>
          <DotList parts={registered} />
        </p>
      )}
      {bank.length > 0 && (
        <p className={styles.facts}>
          <DotList parts={bank} />
        </p>
      )}
      <div className={styles.actions}>
        <Button
          size="small"
          onClick={onEdit}
          aria-label={text('invoice.titles.edit', { title: name })}
        >
          {text('common.edit')}
        </Button>
        {!title.isDefault && (
          <KeepFocusButton
            size="small"
            off={busy}
            onClick={onMakeDefault}
            aria-label={text('invoice.titles.makeDefault', { title: name })}
          >
            {text('invoice.titles.makeDefaultShort')}
          </KeepFocusButton>
        )}
        <Popconfirm
          disabled={busy}
          title={text('invoice.titles.deleteConfirm', { title: name })}
          okText={text('common.delete')}
          cancelText={text('common.cancel')}
          okButtonProps={{
            danger: true,
            'aria-label': text('invoice.titles.deleteOk', { title: name }),
          }}
          onConfirm={onDelete}
        >
          <KeepFocusButton
            size="small"
            danger
            off={busy}
            aria-label={text('invoice.titles.delete', { title: name })}
          >
            {text('common.delete')}
          </KeepFocusButton>
        </Popconfirm>
      </div>
    </article>
  );
}
