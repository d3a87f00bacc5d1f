import { FormattedMessage, useIntl } from 'react-intl';

import type { PlatformFigures as Figures } from '@/contract/home/types';

import { usePlatformFigures } from '../hooks/use-home';
import { HomeBlock } from './home-block';
import styles from './home.module.css';

const FIGURES = [
  'enterprises',
  'openTenders',
  'listings',
  'paidOrders',
] as const satisfies readonly (keyof Figures)[];

/** The platform in four numbers: certified companies, open tenders, rates on the market, paid orders. */
export function PlatformFigures({ className }: { className?: string }) {
  const intl = useIntl();
  const figures = usePlatformFigures();
  return (
    <HomeBlock
      id="home-figures"
      title={intl.formatMessage({ id: 'home.figures.title' })}
      state={figures}
      rows={2}
      className={className}
    >
      {(data) => (
        <dl className={styles.figures}>
          {FIGURES.map((key) => (
            <div key={key}>
              <dt>
                <FormattedMessage id={`home.figures.${key}`} />
              </dt>
              <dd>{intl.formatNumber(data[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </HomeBlock>
  );
}
