// eslint-disable-next-line no-restricted-syntax -- the one place antd's Skeleton is wrapped
import { Skeleton } from 'antd';
import { FormattedMessage } from 'react-intl';

import type { MessageId } from '@/locales/message-id';

interface LoadingSkeletonProps {
  /** Grey lines under the title bar (antd's default without it: 3, or 2 without a title bar). */
  rows?: number;
  /** A wider bar on top, for a section whose data opens with a heading. */
  title?: boolean;
  /**
   * What a screen reader is told is on its way; false where text beside the skeleton already
   * says it.
   */
  labelId?: MessageId | false;
}

/**
 * A section's data on its way: antd's skeleton for the eye, still (a shimmer draws the screen again
 * on every frame while the page starts), and a status for a screen reader. The
 * skeleton itself is hidden from assistive technology: its title bar is an empty h3 (a heading
 * without a name) and its bars say nothing.
 */
export function LoadingSkeleton({
  rows,
  title = true,
  labelId = 'common.loading',
}: LoadingSkeletonProps) {
  const skeleton = (
    <div aria-hidden>
      <Skeleton title={title} paragraph={rows === undefined ? true : { rows }} />
    </div>
  );
  if (labelId === false) return skeleton;
  return (
    <div role="status">
      <span className="visually-hidden">
        <FormattedMessage id={labelId} />
      </span>
      {skeleton}
    </div>
  );
}
