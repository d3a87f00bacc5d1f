import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import { ClauseContact } from './clause-contact';

import type { ClauseBlock, ClauseSection as Section } from './sections';

interface ClauseSectionProps {
  section: Section;
  number: number | undefined;
}

function Block({ block }: { block: ClauseBlock }) {
  switch (block.kind) {
    case 'p':
      return (
        <Typography.Paragraph>
          <FormattedMessage id={block.id} />
        </Typography.Paragraph>
      );
    case 'list':
      return (
        <Typography.Paragraph>
          <ul>
            {block.ids.map((id) => (
              <li key={id}>
                <FormattedMessage id={id} />
              </li>
            ))}
          </ul>
        </Typography.Paragraph>
      );
    case 'contact':
      return <ClauseContact />;
  }
}

/** One numbered section: an h3 the table of contents links to, then its paragraphs and lists. */
export function ClauseSection({ section, number }: ClauseSectionProps) {
  return (
    <section aria-labelledby={section.anchor}>
      <Typography.Title level={3} id={section.anchor} tabIndex={-1} style={{ fontSize: 18 }}>
        <FormattedMessage
          id="other.clause.sectionTitle"
          values={{ number, title: <FormattedMessage id={section.titleId} /> }}
        />
      </Typography.Title>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </section>
  );
}
