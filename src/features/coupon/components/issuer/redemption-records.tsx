import { Button, Empty } from 'antd';

import { PagedResults } from '@/components/paged-results';
import { SectionCard } from '@/components/section-card';
import { ExportButton } from '@/lib/export/export-button';
import { useText } from '@/lib/i18n/use-text';

import { useRedemptionExport } from '../../hooks/use-redemption-export';
import { useRedemptionPage } from '../../hooks/use-redemption-page';
import { useRedemptionSearch } from '../../hooks/use-redemption-search';
import { useTemplateChoices } from '../../hooks/use-template-choices';
import { hasRedemptionFilters } from '../../utils/redemption-search';
import { RedemptionCard } from './redemption-card';
import { RedemptionFilters } from './redemption-filters';
import styles from './redemptions.module.css';

/**
 * The issuer's redemption records, a section of the redemption page: its coupons used on an order
 * or at the counter, newest first, filtered in the address (template, way, days, page), exported
 * whole under those filters. Its failure is its own, with Retry; the look-up above goes on.
 */
export function RedemptionRecords({
  version,
}: {
  /** Changed when a coupon was redeemed above: the records load again. */
  version: number;
}) {
  const text = useText();
  const { search, update, patch } = useRedemptionSearch();
  const records = useRedemptionPage(search, version);
  const templates = useTemplateChoices();
  const templateName = templates.data?.find((row) => row.id === search.templateId)?.name;
  const listExport = useRedemptionExport(search, templateName);
  const filtered = hasRedemptionFilters(search);

  return (
    <SectionCard title={text('couponIssuer.records.title')}>
      <div className={styles.tools}>
        <p className={styles.hint}>{text('couponIssuer.records.hint')}</p>
        <RedemptionFilters
          search={search}
          onChange={update}
          templates={templates.data}
          templatesLoading={templates.loading}
          templatesFailed={Boolean(templates.error) && !templates.loading}
          onRetryTemplates={templates.refresh}
        />
      </div>
      <PagedResults
        data={records.data}
        loading={records.loading}
        error={records.error}
        onRetry={records.refresh}
        onPageChange={(current) => patch({ current })}
        messages="couponIssuer.records"
        layout="column"
        toolbar={<ExportButton source={listExport} />}
        empty={
          filtered ? (
            <Empty description={text('couponIssuer.records.emptyFiltered')}>
              <Button
                onClick={() =>
                  update({ templateId: undefined, way: undefined, from: undefined, to: undefined })
                }
              >
                {text('couponIssuer.records.reset')}
              </Button>
            </Empty>
          ) : (
            <Empty description={text('couponIssuer.records.empty')} />
          )
        }
        itemKey={(record) => record.code}
        renderItem={(record) => <RedemptionCard record={record} />}
      />
    </SectionCard>
  );
}
