import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';

import type { MessageId } from '@/locales/message-id';

import { deepestHandle } from '../route-handle';

/** Keeps `<title>` (`<page> - <app name>`) and the meta description in step with the deepest route. */
export function DocumentTitle() {
  const intl = useIntl();
  const handle = deepestHandle(useMatches());
  const appName = intl.formatMessage({ id: 'common.appName' });
  const title = handle ? `${intl.formatMessage({ id: handle.titleId })} - ${appName}` : appName;
  const descriptionId = handle?.descriptionId;
  const description =
    descriptionId && descriptionId in intl.messages
      ? intl.formatMessage({ id: descriptionId as MessageId })
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
