import { useEffect } from 'react';
import { useIntl } from 'react-intl';

import { useRouteHeading } from '@/lib/route-handle';

/** Keeps `<title>` (`<page> - <app name>`) and the meta description in step with the deepest route. */
export function DocumentTitle() {
  const intl = useIntl();
  const heading = useRouteHeading();
  const appName = intl.formatMessage({ id: 'common.appName' });
  const title = heading ? `${intl.formatMessage({ id: heading.titleId })} - ${appName}` : appName;
  const description = heading?.descriptionId
    ? intl.formatMessage({ id: heading.descriptionId })
    : undefined;

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);

  return null;
}
