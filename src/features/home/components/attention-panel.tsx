import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

import { DotList } from '@/components/dot-list';
import { paths } from '@/config/paths';
import type { Attention } from '@/contract/home/types';
import { useSession } from '@/lib/session';

import { useAttention } from '../hooks/use-home';
import { HomeBlock } from './home-block';
import { HomeCountdown } from './home-countdown';
import styles from './home.module.css';

const nothing = (data: Attention) =>
  data.closingSoon.length === 0 &&
  data.awaitingAward + data.unpaidOrders + data.bidsClosingSoon + data.listingsExpiring === 0;

/** The counts worth a line, each a link to where the member acts on it. */
function countLines(data: Attention, shipper: boolean) {
  return [
    {
      id: 'home.attention.awaitingAward',
      count: data.awaitingAward,
      href: paths.business.myTenderBid.href(),
    },
    {
      id: shipper ? 'home.attention.toPay' : 'home.attention.toReceive',
      count: data.unpaidOrders,
      href: paths.business.payment.href(),
    },
    {
      id: 'home.attention.bidsClosingSoon',
      count: data.bidsClosingSoon,
      href: paths.business.myBid.href(),
    },
    {
      id: 'home.attention.listingsExpiring',
      count: data.listingsExpiring,
      href: paths.business.myMarket.href(),
    },
  ] as const;
}

/**
 * What needs the member now: a shipper's tenders closing within 48 hours (with a countdown), bids
 * awaiting award and orders to pay; a carrier's bids closing soon, expiring rates and orders to be
 * paid. A visitor is asked to log in instead.
 */
export function AttentionPanel() {
  const intl = useIntl();
  const location = useLocation();
  const { member, status } = useSession();
  const attention = useAttention(member?.id);
  const title = intl.formatMessage({ id: 'home.attention.title' });

  if (!member) {
    if (status === 'loading') return null;
    return (
      <section className="home-block" aria-labelledby="attention-title">
        <div className="home-block__head">
          <h2 id="attention-title">{title}</h2>
        </div>
        <p className="home-block__note">
          <FormattedMessage id="home.attention.visitor" />
        </p>
        <p>
          <Link
            className="link-button link-button--primary"
            to={paths.login.href(`${location.pathname}${location.search}`)}
          >
            <FormattedMessage id="home.attention.login" />
          </Link>
        </p>
      </section>
    );
  }

  return (
    <HomeBlock
      id="attention-title"
      title={title}
      state={attention}
      rows={3}
      isEmpty={nothing}
      empty={<FormattedMessage id="home.attention.none" />}
    >
      {(data) => (
        <>
          {data.closingSoon.length > 0 && (
            <>
              <h3 className={styles.subhead}>
                <FormattedMessage id="home.attention.closingSoon" />
              </h3>
              <ul className={styles.list}>
                {data.closingSoon.map((tender) => (
                  <li key={tender.id}>
                    <Link to={paths.business.myTenderBid.href({ tenderId: tender.id })} dir="auto">
                      {tender.title}
                    </Link>
                    <span className={styles.meta}>
                      <DotList
                        parts={[
                          tender.tenderNo,
                          <FormattedMessage
                            key="bids"
                            id="home.attention.bids"
                            values={{ count: tender.bidCount }}
                          />,
                          <HomeCountdown key="countdown" until={tender.bidDeadline} />,
                        ]}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <ul className={styles.list}>
            {countLines(data, member.userType === 1)
              .filter((line) => line.count > 0)
              .map((line) => (
                <li key={line.id}>
                  <Link to={line.href}>
                    <FormattedMessage id={line.id} values={{ count: line.count }} />
                  </Link>
                </li>
              ))}
          </ul>
        </>
      )}
    </HomeBlock>
  );
}
