import { Card } from 'antd';

import type { CardProps } from 'antd';

interface SectionCardProps extends Omit<CardProps, 'title'> {
  title: string;
}

/** A titled card that is also a named region, so screen readers (and tests) can find it by its title. */
export function SectionCard({ title, ...props }: SectionCardProps) {
  return <Card role="region" aria-label={title} title={title} {...props} />;
}
