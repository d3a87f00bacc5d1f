import { CaretDownOutlined, CaretRightOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { RetryAlert } from '@/components/retry-alert';
import type { HsNode } from '@/contract/hs-code/types';

import { useHsTreeLevel } from '../hooks/use-hs-requests';
import { useSlow } from '../hooks/use-slow';
import { groupHsCode } from '../utils/hs-input';
import styles from './hs-code.module.css';

interface HsTreeActions {
  /** A heading chosen: search its 4-digit prefix. */
  onSearchPrefix: (prefix: string) => void;
  /** A 10-digit code chosen: open it. */
  onOpenCode: (code: string) => void;
}

/** One level of the tree (chapters, a chapter's headings or a heading's codes), asked for when shown. */
function HsTreeLevel({ parent, ...actions }: HsTreeActions & { parent?: string }) {
  const intl = useIntl();
  const level = useHsTreeLevel(parent, true);
  // A level (the chapters: about a hundred rows) renders in slices at a transition's priority when
  // it arrives, not in one long task; the loading line stays meanwhile.
  const nodes = useDeferredValue(level.data);
  const slow = useSlow(level.loading);
  if (level.error && !level.loading) {
    return (
      <RetryAlert
        title={intl.formatMessage({ id: 'hsCode.tree.loadFailed' })}
        error={level.error}
        onRetry={level.refresh}
        size="small"
      />
    );
  }
  if (!nodes) {
    return (
      <p
        role="status"
        className={`${styles.treeLoading} ${parent === undefined ? styles.treeLoadingChapters : ''}`}
      >
        <FormattedMessage id={slow ? 'hsCode.results.slow' : 'hsCode.tree.loading'} />
      </p>
    );
  }
  return (
    <ul className={styles.tree}>
      {nodes.map((node) => (
        <HsTreeItem key={node.code} node={node} {...actions} />
      ))}
    </ul>
  );
}

function HsTreeItem({ node, ...actions }: HsTreeActions & { node: HsNode }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const zh = intl.locale.toLowerCase().startsWith('zh');
  const name = zh ? node.name : node.nameEn;

  if (node.leaf) {
    return (
      <li>
        <button
          type="button"
          className={styles.treeLeaf}
          onClick={() => actions.onOpenCode(node.code)}
        >
          <span className={styles.treeCode}>{groupHsCode(node.code)}</span>{' '}
          <span dir="auto">{name}</span>
        </button>
      </li>
    );
  }
  const code =
    node.code.length === 2
      ? intl.formatMessage({ id: 'hsCode.tree.chapter' }, { code: node.code })
      : node.code;
  return (
    <li>
      <div className={styles.treeRow}>
        <button
          type="button"
          className={styles.treeToggle}
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <CaretDownOutlined aria-hidden />
          ) : (
            <CaretRightOutlined className="flips-in-rtl" aria-hidden />
          )}
          <span className={node.code.length === 2 ? styles.treeChapter : styles.treeCode}>
            {code}
          </span>
          <span>
            <bdi>{name}</bdi>{' '}
            <span className={styles.treeCount}>
              <FormattedMessage id="hsCode.tree.count" values={{ count: node.count }} />
            </span>
          </span>
        </button>
        {node.code.length === 4 && (
          <Button
            size="small"
            type="text"
            icon={<SearchOutlined />}
            aria-label={intl.formatMessage(
              { id: 'hsCode.tree.searchHeading' },
              { code: node.code },
            )}
            onClick={() => actions.onSearchPrefix(node.code)}
          />
        )}
      </div>
      {open && (
        <div className={styles.treeChildren}>
          <HsTreeLevel parent={node.code} {...actions} />
        </div>
      )}
    </li>
  );
}

/** The chapter / heading tree, one level at a time; each level a list of disclosure buttons. */
export function HsTree(actions: HsTreeActions) {
  return <HsTreeLevel {...actions} />;
}
