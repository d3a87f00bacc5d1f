import { Drawer } from 'antd';
import { FormattedMessage } from 'react-intl';

import { useInlineEnd } from '@/lib/i18n/use-inline-end';

import { AuthActions } from './auth-actions';
import { HeaderNav } from './header-nav';

export interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The narrow-screen navigation, at the side of the menu button (the end of the line); loaded on
 * first use, so wide screens never download it.
 */
export function NavDrawer({ id, open, onClose }: NavDrawerProps) {
  return (
    <Drawer
      id={id}
      title={<FormattedMessage id="layout.nav.drawerTitle" />}
      placement={useInlineEnd()}
      size={300}
      open={open}
      onClose={onClose}
    >
      <HeaderNav variant="list" onNavigate={onClose} />
      <div className="app-header__drawer-account">
        <AuthActions inline onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
