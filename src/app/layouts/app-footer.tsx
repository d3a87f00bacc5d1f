import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import type { MessageId } from '@/locales/message-id';

import { paths } from '../../config/paths';

const footerLinks: readonly { href: string; labelId: MessageId }[] = [
  { href: paths.other.about.href(), labelId: 'menu.other.about' },
  { href: paths.other.contact.href(), labelId: 'menu.other.contact' },
  { href: paths.other.clause.href(), labelId: 'menu.other.clause' },
];

export function AppFooter() {
  const intl = useIntl();
  return (
    <footer className="app-footer">
      <div className="app-container app-footer__inner">
        <nav aria-label={intl.formatMessage({ id: 'layout.footer.nav' })}>
          <ul className="app-footer__links">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>
                  <FormattedMessage id={link.labelId} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="app-footer__tagline">
          <FormattedMessage id="layout.footer.tagline" />
        </p>
        <p className="app-footer__copyright">
          <FormattedMessage
            id="layout.footer.copyright"
            values={{
              year: new Date().getFullYear(),
              appName: intl.formatMessage({ id: 'common.appName' }),
            }}
          />
        </p>
      </div>
    </footer>
  );
}
