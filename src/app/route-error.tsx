import { Button } from 'antd';
import { useEffect, useLayoutEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';

import { StatusPanel } from '@/components/status-panel';
import { dismissFirstScreen } from '@/lib/first-screen';

import { paths } from '../config/paths';

/**
 * A page threw while rendering: the fallback takes the page's place inside the layout, so header and
 * footer keep working; any navigation (or Retry, which renders the same address again) clears it.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('[route] a page failed to render', error);
  }, [error]);

  return (
    <StatusPanel
      kind="error"
      titleId="layout.error.title"
      description={<FormattedMessage id="layout.error.description" />}
      onRetry={() => void navigate(location, { replace: true, state: location.state })}
      actions={
        <Link to={paths.home.href()} className="link-button">
          <FormattedMessage id="common.backHome" />
        </Link>
      }
    />
  );
}

/** The layout itself failed: no header to rely on, so offer a full reload. */
export function RootErrorFallback() {
  const error = useRouteError();
  useLayoutEffect(() => dismissFirstScreen(), []);

  useEffect(() => {
    console.error('[route] the layout failed to render', error);
  }, [error]);

  return (
    <main className="app-container root-error">
      <StatusPanel
        kind="error"
        titleId="layout.error.title"
        description={<FormattedMessage id="layout.error.rootDescription" />}
        actions={
          <>
            <Button type="primary" onClick={() => window.location.reload()}>
              <FormattedMessage id="common.reload" />
            </Button>
            <a href={paths.home.href()} className="link-button">
              <FormattedMessage id="common.backHome" />
            </a>
          </>
        }
      />
    </main>
  );
}
