import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { StatusPanel } from '@/components/status-panel';
import { paths } from '@/config/paths';
import type { UserType } from '@/contract/common/user';

export interface ForbiddenPageProps {
  /** The user types the page is for. */
  allowed: readonly UserType[];
  current: UserType | undefined;
}

/** 403: a logged-in member of the wrong type; says in words whom the page is for. */
export function ForbiddenPage({ allowed, current }: ForbiddenPageProps) {
  const intl = useIntl();
  const types = intl.formatList(
    allowed.map((type) => intl.formatMessage({ id: `pages.forbidden.audience.${type}` })),
    { type: 'conjunction' },
  );

  return (
    <StatusPanel
      kind="forbidden"
      titleId="pages.forbidden.title"
      description={
        <>
          <p>
            <FormattedMessage id="pages.forbidden.description" values={{ types }} />
          </p>
          {current && (
            <p>
              <FormattedMessage
                id="pages.forbidden.current"
                values={{ current: String(current) }}
              />
            </p>
          )}
        </>
      }
      actions={
        <Link to={paths.home.href()} className="link-button link-button--primary">
          <FormattedMessage id="common.backHome" />
        </Link>
      }
    />
  );
}
