import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

// Small enough to be written into the script (a data URL): the header's logo is no request.
import brandMark from '@/assets/brand-mark.svg?inline';
import { LanguageSwitch } from '@/components/language-switch';

import { paths } from '../../config/paths';
import { AuthActions } from './auth-actions';
import { HeaderNav } from './header-nav';

import type { NavDrawerProps } from './nav-drawer';

const DRAWER_ID = 'app-nav-drawer';

let drawerModule: Promise<ComponentType<NavDrawerProps>> | undefined;

function loadDrawer(): Promise<ComponentType<NavDrawerProps>> {
  drawerModule ??= import('./nav-drawer').then(
    (module) => module.NavDrawer,
    (error: unknown) => {
      drawerModule = undefined;
      throw error;
    },
  );
  return drawerModule;
}

/** Logo, navigation, language switch and account; below 992 px the navigation moves into a drawer. */
export function AppHeader() {
  const intl = useIntl();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [NavDrawer, setNavDrawer] = useState<ComponentType<NavDrawerProps>>();
  const [drawerFailed, setDrawerFailed] = useState(false);
  const close = () => setDrawerOpen(false);

  const openDrawer = () => {
    setDrawerOpen(true);
    if (NavDrawer) return;
    loadDrawer().then(
      (component) => {
        setNavDrawer(() => component);
        setDrawerFailed(false);
      },
      // Without the drawer's chunk the same links open as a plain panel under the header.
      () => setDrawerFailed(true),
    );
  };

  return (
    <header className="app-header">
      <div className="app-container app-header__inner">
        <Link to={paths.home.href()} className="app-header__brand">
          <img src={brandMark} alt="" width={28} height={28} />
          <span className="app-header__name">
            <FormattedMessage id="common.appName" />
          </span>
        </Link>
        <div className="app-header__nav">
          <HeaderNav variant="bar" />
        </div>
        <div className="app-header__actions">
          <LanguageSwitch className="language-switch" />
          <div className="app-header__account">
            <AuthActions />
          </div>
          <Button
            type="text"
            className="app-header__menu-button"
            icon={<MenuOutlined aria-hidden />}
            aria-label={intl.formatMessage({ id: 'layout.nav.open' })}
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            onPointerEnter={() => void loadDrawer().catch(() => undefined)}
            onClick={drawerOpen && drawerFailed ? close : openDrawer}
          />
        </div>
      </div>
      {NavDrawer ? (
        <NavDrawer id={DRAWER_ID} open={drawerOpen} onClose={close} />
      ) : (
        drawerFailed &&
        drawerOpen && (
          <div id={DRAWER_ID} className="app-container app-header__fallback-nav">
            <HeaderNav variant="list" onNavigate={close} />
            <AuthActions inline onNavigate={close} />
          </div>
        )
      )}
    </header>
  );
}
