import { Anchor, Card, Typography, type AnchorProps } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import styles from './clause-toc.module.css';

import type { ClausePart } from './sections';

/** Leaves room for the sticky page header when scrolling to a heading. */
export const HEADING_OFFSET = 80;

interface ClauseTocProps {
  parts: readonly ClausePart[];
  numbers: ReadonlyMap<string, number>;
}

/** The in-page table of contents: links to each part and numbered section. */
export function ClauseToc({ parts, numbers }: ClauseTocProps) {
  const intl = useIntl();
  const items: AnchorProps['items'] = parts.map((part) => ({
    key: part.anchor,
    href: `#${part.anchor}`,
    title: intl.formatMessage({ id: part.titleId }),
    children: part.sections.map((section) => ({
      key: section.anchor,
      href: `#${section.anchor}`,
      title: intl.formatMessage(
        { id: 'other.clause.sectionTitle' },
        {
          number: numbers.get(section.anchor),
          title: intl.formatMessage({ id: section.titleId }),
        },
      ),
    })),
  }));
  return (
    <nav aria-labelledby="clause-toc">
      <Card size="small" style={{ marginBottom: 24 }}>
        <Typography.Title level={2} id="clause-toc" style={{ fontSize: 16, marginTop: 0 }}>
          <FormattedMessage id="other.clause.toc" />
        </Typography.Title>
        <Anchor
          className={styles.toc}
          affix={false}
          replace
          targetOffset={HEADING_OFFSET}
          items={items}
          onClick={(_event, link) => {
            // Move keyboard focus along with the scroll, so Tab continues from the section.
            document.getElementById(link.href.slice(1))?.focus({ preventScroll: true });
          }}
        />
      </Card>
    </nav>
  );
}
