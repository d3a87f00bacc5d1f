import { Alert } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { TenderDetail } from '@/contract/tender/types';
import { useNow } from '@/hooks/use-now';
import { useSession } from '@/lib/session';

import { readerAction } from '../utils/reader-action';
import styles from './tender-detail.module.css';

const primary = 'link-button link-button--primary';

/**
 * What the reader can do with the tender: bid or revise (forwarders, consolidators on LCL), manage
 * its bids (the issuer), log in (visitors); otherwise why not. Re-decided every second, so the
 * bid button goes away when the deadline passes.
 */
export function TenderActions({ tender }: { tender: TenderDetail }) {
  const intl = useIntl();
  const location = useLocation();
  const { member, status } = useSession();
  const now = useNow();
  if (status === 'loading') return null;
  const action = readerAction(tender, member, now);
  const here = `${location.pathname}${location.search}${location.hash}`;

  const main = (() => {
    switch (action.kind) {
      case 'manage':
        return (
          <Link className={primary} to={paths.business.myTenderBid.href({ tenderId: tender.id })}>
            <FormattedMessage id="tender.action.manage" />
          </Link>
        );
      case 'bid':
        return (
          <Link className={primary} to={paths.business.quote.href({ tenderId: tender.id })}>
            <FormattedMessage id="tender.action.bid" />
          </Link>
        );
      case 'revise':
        return (
          <Link className={primary} to={paths.business.quote.href({ tenderId: tender.id })}>
            <FormattedMessage id="tender.action.revise" />
          </Link>
        );
      case 'login':
        return (
          <Link className={primary} to={paths.login.href(here)}>
            <FormattedMessage id="tender.action.login" />
          </Link>
        );
      case 'lclOnly':
        return (
          <Alert type="info" showIcon title={intl.formatMessage({ id: 'tender.action.lclOnly' })} />
        );
      case 'shipperOnly':
        return (
          <p className={styles.note}>
            <FormattedMessage id="tender.action.shipperOnly" />
          </p>
        );
      case 'closed':
        return (
          <>
            <p className={styles.note}>
              <FormattedMessage id="tender.action.closed" />
            </p>
            {action.myBid && (
              <Link to={paths.business.myBid.href()}>
                <FormattedMessage id="tender.action.myBids" />
              </Link>
            )}
          </>
        );
    }
  })();

  return (
    <div className={styles.actions}>
      {main}
      {tender.orderNo && (
        <Link className="link-button" to={paths.business.payment.href({ orderNo: tender.orderNo })}>
          <FormattedMessage id="tender.action.order" values={{ orderNo: tender.orderNo }} />
        </Link>
      )}
    </div>
  );
}
