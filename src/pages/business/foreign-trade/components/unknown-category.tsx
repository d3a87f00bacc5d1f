import { FormattedMessage } from 'react-intl';

import { StatusPanel } from '@/components/status-panel';
import { CategoryLinks } from '@/features/directory/components/category-links';

/** An id that is not a directory category: says so and offers the four that exist. */
export function UnknownCategory({ id }: { id: string }) {
  return (
    <StatusPanel
      kind="info"
      titleId="directory.notFound.title"
      description={<FormattedMessage id="directory.notFound.description" values={{ id }} />}
      actions={<CategoryLinks layout="stack" />}
    />
  );
}
