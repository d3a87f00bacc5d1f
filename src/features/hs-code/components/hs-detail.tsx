import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { CopyButton } from '@/components/copy-button';
import type { HsCode } from '@/contract/hs-code/types';
import type { MessageId } from '@/locales/message-id';

import { formatRate, groupHsCode } from '../utils/hs-input';
import styles from './hs-code.module.css';
import { HsConditions } from './hs-conditions';

import type { ReactNode } from 'react';

const RATES = ['mfnRate', 'generalRate', 'vatRate', 'exportRebateRate'] as const;

function Fact({ labelId, children }: { labelId: MessageId; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Everything about one code: descriptions, units, rates, conditions with meanings, elements. */
export function HsDetail({ row, onClose }: { row: HsCode; onClose: () => void }) {
  const intl = useIntl();
  const zh = intl.locale.toLowerCase().startsWith('zh');
  const pick = (item: { name: string; nameEn: string }) => (zh ? item.name : item.nameEn);
  const [first, second] = row.units;

  return (
    <div className={styles.detail}>
      <div className={styles.detailHead}>
        <h2 className={styles.detailCode}>{groupHsCode(row.code)}</h2>
        <CopyButton
          text={row.code}
          field={intl.formatMessage({ id: 'hsCode.copy.field' }, { code: row.code })}
        >
          <FormattedMessage id="hsCode.copy.short" />
        </CopyButton>
        <Button
          type="text"
          icon={<CloseOutlined />}
          aria-label={intl.formatMessage({ id: 'hsCode.detail.close' })}
          onClick={onClose}
        />
      </div>
      <p className={styles.detailName} dir="auto">
        {zh ? row.name : row.nameEn}
      </p>
      <p className={styles.detailNameOther} lang={zh ? 'en' : 'zh-CN'}>
        {zh ? row.nameEn : row.name}
      </p>
      <dl className={styles.facts}>
        <Fact labelId="hsCode.detail.chapter">
          {row.chapter.code} <bdi>{pick(row.chapter)}</bdi>
        </Fact>
        <Fact labelId="hsCode.detail.heading">
          {groupHsCode(row.heading.code)} <bdi>{pick(row.heading)}</bdi>
        </Fact>
        <Fact labelId="hsCode.detail.unit.first">
          {first ? <bdi>{`${pick(first)} (${first.code})`}</bdi> : '—'}
        </Fact>
        <Fact labelId="hsCode.detail.unit.second">
          {second ? (
            <bdi>{`${pick(second)} (${second.code})`}</bdi>
          ) : (
            <FormattedMessage id="hsCode.detail.unit.none" />
          )}
        </Fact>
        {RATES.map((key) => (
          <Fact key={key} labelId={`hsCode.detail.${key}`}>
            <span className={styles.rate}>{formatRate(row[key])}</span>
          </Fact>
        ))}
        <Fact labelId="hsCode.detail.supervision">
          <HsConditions dict="customs_supervision" codes={row.supervision} />
        </Fact>
        <Fact labelId="hsCode.detail.inspection">
          <HsConditions dict="inspection_category" codes={row.inspection} />
        </Fact>
        <Fact labelId="hsCode.detail.updatedAt">
          <time dateTime={row.updatedAt}>{row.updatedAt}</time>
        </Fact>
      </dl>
      <h3 className={styles.detailSub}>
        <FormattedMessage id="hsCode.detail.elements" />
      </h3>
      {row.elements.length > 0 ? (
        <ol className={styles.elements}>
          {row.elements.map((element, index) => (
            <li key={`${index}-${element.name}`}>
              <bdi>{pick(element)}</bdi>
              {zh && element.nameEn && (
                <span className={styles.elementOther} lang="en">
                  {element.nameEn}
                </span>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>
          <FormattedMessage id="hsCode.detail.noElements" />
        </p>
      )}
    </div>
  );
}
