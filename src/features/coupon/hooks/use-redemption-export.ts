import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { CouponRedemption } from '@/contract/coupon/types';
import { sheetColumns } from '@/lib/export/columns';
import type { ExportFilter, ListExport } from '@/lib/export/sheet';
import { useText } from '@/lib/i18n/use-text';
import { partyName } from '@/utils/party-name';

import { getRedemptionPage } from '../api';
import { redemptionQuery, type RedemptionSearch } from '../utils/redemption-search';

const column = sheetColumns<CouponRedemption>();

/**
 * The issuer's redemption records under the filters in force, as the list shows them, for an
 * export: code, coupon, type, face (a cash amount in its currency, or a percentage), holder, how,
 * order, discount (an empty cell when not known, never 0) and when (China time).
 */
export function useRedemptionExport(
  search: RedemptionSearch,
  templateName: string | undefined,
): ListExport<CouponRedemption> {
  const intl = useIntl();
  const text = useText();
  const { templateId, way, from, to } = search;
  return useMemo(() => {
    const conditions: ExportFilter[] = [];
    if (templateId) {
      conditions.push({
        label: text('couponIssuer.records.template'),
        value: templateName ?? templateId,
      });
    }
    if (way) {
      conditions.push({
        label: text('couponIssuer.records.way'),
        value: text(`couponIssuer.records.way.${way}`),
      });
    }
    if (from) conditions.push({ label: text('couponIssuer.records.dayFrom'), value: from });
    if (to) conditions.push({ label: text('couponIssuer.records.dayTo'), value: to });
    const query = redemptionQuery({ templateId, way, from, to, current: 1 });
    return {
      title: text('couponIssuer.records.exportTitle'),
      conditions,
      columns: [
        column.text(text('couponIssuer.records.code'), (row) => row.code),
        column.text(text('couponIssuer.records.name'), (row) => row.name),
        column.text(text('couponIssuer.records.kind'), (row) =>
          text(`couponIssuer.records.kind.${row.kind}`),
        ),
        column.money(
          text('couponIssuer.records.face'),
          (row) => (row.kind === 'cash' ? row.faceValue : undefined),
          (row) => row.currency,
        ),
        column.number(text('couponIssuer.records.percent'), (row) =>
          row.kind === 'discount' ? row.percent : undefined,
        ),
        column.text(text('couponIssuer.records.holder'), (row) =>
          partyName(row.holder, intl.locale),
        ),
        column.text(text('couponIssuer.records.way'), (row) =>
          text(`couponIssuer.records.way.${row.way}`),
        ),
        column.text(text('couponIssuer.records.orderNo'), (row) => row.orderNo),
        // Not known (a percentage coupon at the counter): an empty cell, which no sum reads as 0.
        column.money(
          text('couponIssuer.records.discount'),
          (row) => row.discount,
          (row) => row.currency,
        ),
        column.dateTime(text('couponIssuer.records.usedAt'), (row) => row.usedAt),
      ],
      fetchPage: ({ current, size }) =>
        getRedemptionPage({ ...query, current, size }, { skipErrorToast: true }),
    };
  }, [intl.locale, text, templateId, templateName, way, from, to]);
}
