import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';

import type { Member } from '@/contract/member/types';
import { useSession } from '@/lib/session';

import { paths } from '../../config/paths';

/** Display name of a member: nickname, else user name. */
export function displayName(member: Pick<Member, 'nickname' | 'username'>): string {
  return member.nickname || member.username;
}

interface MemberMenuProps {
  member: Member;
  /** In the narrow-screen drawer the entries are shown at once instead of behind a button. */
  inline?: boolean;
  onNavigate?: () => void;
}

/** The member's name and type, opening member centre and logout (a disclosure, not an ARIA menu). */
export function MemberMenu({ member, inline = false, onNavigate }: MemberMenuProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = displayName(member);
  const typeLabel = intl.formatMessage({ id: `common.userType.${member.userType}` });

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // Tabbing out of the menu closes it too.
    const onFocusOut = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    onNavigate?.();
  };

  const logout = async () => {
    close();
    // Logging out leads home from any page (a members-only page that renders before this navigation
    // lands goes home too: its guard sees a session the member ended).
    await navigate(paths.home.href());
    await session.logout();
  };

  const entries = (
    <ul className="member-menu__list">
      <li>
        <Link to={paths.user.personalCenter.href()} className="member-menu__item" onClick={close}>
          <FormattedMessage id="layout.member.center" />
        </Link>
      </li>
      <li>
        <button type="button" className="member-menu__item" onClick={() => void logout()}>
          <FormattedMessage id="layout.member.logout" />
        </button>
      </li>
    </ul>
  );

  const identity = (
    <>
      <UserOutlined aria-hidden />
      <span className="member-menu__name" dir="auto">
        {name}
      </span>
      <span className="member-menu__type">{typeLabel}</span>
    </>
  );

  if (inline) {
    return (
      <div className="member-menu member-menu--inline">
        <p className="member-menu__identity">{identity}</p>
        {entries}
      </div>
    );
  }

  return (
    <div className="member-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="member-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {identity}
        <DownOutlined aria-hidden className="member-menu__caret" />
      </button>
      <div id={panelId} className="member-menu__panel" hidden={!open}>
        {entries}
      </div>
    </div>
  );
}
