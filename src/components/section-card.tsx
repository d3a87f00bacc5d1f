import { Card } from 'antd';

import { SectionBoundary } from './section-boundary';
import styles from './section-card.module.css';

import type { CardProps } from 'antd';

interface SectionCardProps extends Omit<CardProps, 'title'> {
  title: string;
}

/**
 * A titled card that is also a named region, so screen readers (and tests) can find it by its
 * title; the title is a level-2 heading under the page's own (the cards of a page are its sections).
 * A section that fails while rendering says so in its place; the page goes on.
 */
export function SectionCard({ title, children, ...props }: SectionCardProps) {
  return (
    <Card
      role="region"
      aria-label={title}
      title={<h2 className={styles.title}>{title}</h2>}
      {...props}
    >
      <SectionBoundary name={`the section "${title}"`}>{children}</SectionBoundary>
    </Card>
  );
}
