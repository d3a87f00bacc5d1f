import { LoadingOutlined, MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

// Small enough to be written into the script (a data URL): the header's logo is no request.
import brandMark from '@/assets/brand-mark.svg?inline';
import { FailureBoundary } from '@/components/failure-boundary';
import { LanguageSwitch } from '@/components/language-switch';
import { LoadFailure } from '@/components/load-failure';
import { chunkFailureText } from '@/lib/lazy-part/chunk-failure';
import { loadOnce } from '@/lib/lazy-part/load-once';

import { paths } from '../../config/paths';
import { serverAnswers } from '../lazy/chunk-recovery';
import { AccountLink, AuthActions } from './auth-actions';
import { HeaderNav } from './header-nav';
import { NotificationBellSlot } from './notification-bell-slot';

import type { NavDrawerProps } from './nav-drawer';

const DRAWER_ID = 'app-nav-drawer';

// The drawer's code (antd's Drawer among it) within the script time-out; a failed load is
// forgotten, so the next open or Retry loads again.
const drawer = loadOnce(() => import('./nav-drawer').then((module) => module.NavDrawer));

/**
 * Logo, navigation, language switch and account; below 992 px the navigation moves into a drawer.
 * While the drawer's code loads the menu button spins; if it fails (or takes longer than the
 * time-out) the same links open as a plain panel under the header, with a retry that says whether
 * the drawer's style sheet or its script failed.
 */
export function AppHeader() {
  const intl = useIntl();
  // A narrow header shows the short name where the language has one; the link keeps the whole.
  const name = intl.formatMessage({ id: 'common.appName' });
  const shortName = intl.formatMessage({ id: 'common.appShortName' });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [NavDrawer, setNavDrawer] = useState<ComponentType<NavDrawerProps> | undefined>(() =>
    drawer.loaded(),
  );
  // `kept`: a retry failed too while the server answers: the browser keeps a module that failed
  // for the page's life, so only a reload fetches it again (the page panel's rule; here the
  // member chooses, as the page around may hold unsaved input).
  const [failure, setFailure] = useState<{ error: unknown; kept?: boolean }>();
  const close = () => setDrawerOpen(false);

  const loadDrawer = (retry = false) => {
    setFailure(undefined);
    void drawer.load().then(
      (component) => setNavDrawer(() => component),
      async (error: unknown) => {
        console.error('[chunk] the drawer failed to load', error);
        setFailure({ error, kept: retry && (await serverAnswers()) });
      },
    );
  };

  const openDrawer = () => {
    setDrawerOpen(true);
    if (!NavDrawer) loadDrawer();
  };
  const loading = drawerOpen && !NavDrawer && !failure;

  return (
    <header className="app-header">
      <div className="app-container app-header__inner">
        <Link
          to={paths.home.href()}
          className="app-header__brand"
          aria-label={shortName === name ? undefined : name}
        >
          <img src={brandMark} alt="" width={28} height={28} />
          {shortName === name ? (
            <span className="app-header__name">{name}</span>
          ) : (
            <>
              <span className="app-header__name app-header__name--long">{name}</span>
              <span className="app-header__name app-header__name--short">{shortName}</span>
            </>
          )}
        </Link>
        <div className="app-header__nav">
          <HeaderNav variant="bar" />
        </div>
        <div className="app-header__actions">
          {/* The bell fails alone: the header goes on without it (the member centre lists the
              notifications). */}
          <FailureBoundary name="the notification bell" fallback={() => null}>
            <NotificationBellSlot />
          </FailureBoundary>
          <LanguageSwitch className="language-switch" />
          <div className="app-header__account">
            <FailureBoundary name="the member menu" fallback={() => <AccountLink />}>
              <AuthActions />
            </FailureBoundary>
          </div>
          <Button
            type="text"
            className="app-header__menu-button"
            icon={loading ? <LoadingOutlined aria-hidden /> : <MenuOutlined aria-hidden />}
            aria-label={intl.formatMessage({ id: 'layout.nav.open' })}
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            aria-busy={loading}
            onPointerEnter={() => void drawer.load().catch(() => undefined)}
            onClick={drawerOpen && !NavDrawer ? close : openDrawer}
          />
        </div>
      </div>
      {NavDrawer ? (
        <NavDrawer id={DRAWER_ID} open={drawerOpen} onClose={close} />
      ) : (
        failure &&
        drawerOpen && (
          <div id={DRAWER_ID} className="app-container app-header__fallback-nav">
            <LoadFailure
              kind="error"
              title={intl.formatMessage({ id: 'layout.nav.failed' })}
              lines={[
                intl.formatMessage({ id: chunkFailureText(failure.error) }),
                ...(failure.kept ? [intl.formatMessage({ id: 'layout.nav.reloadNeeded' })] : []),
              ]}
              action={
                failure.kept ? (
                  <Button size="small" onClick={() => window.location.reload()}>
                    <FormattedMessage id="common.reload" />
                  </Button>
                ) : (
                  <Button size="small" onClick={() => loadDrawer(true)}>
                    <FormattedMessage id="common.retry" />
                  </Button>
                )
              }
            />
            <HeaderNav variant="list" onNavigate={close} />
            <AuthActions inline onNavigate={close} />
          </div>
        )
      )}
    </header>
  );
}
