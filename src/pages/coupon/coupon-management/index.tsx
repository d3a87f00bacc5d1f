import { Button, Empty } from 'antd';
import { useState } from 'react';

import { PageContainer } from '@/components/page-container';
import { StatusFilter } from '@/components/status-filter';
import {
  TEMPLATE_STATUSES,
  type CouponTemplate,
  type TemplateStatus,
} from '@/contract/coupon/types';
import { TemplateActionNotice } from '@/features/coupon/components/issuer/template-action-notice';
import { TemplateDetailDrawer } from '@/features/coupon/components/issuer/template-detail-drawer';
import { TemplateFormDrawer } from '@/features/coupon/components/issuer/template-form-drawer';
import { TemplateList } from '@/features/coupon/components/issuer/template-list';
import { useTemplateActions } from '@/features/coupon/hooks/use-template-actions';
import { useTemplatePage } from '@/features/coupon/hooks/use-template-page';
import { TEMPLATE_DRAFT } from '@/features/coupon/utils/template-draft';
import {
  blankTemplateValues,
  templateValuesOf,
  type TemplateFormTarget,
} from '@/features/coupon/utils/template-form';
import { formatTemplateSearch, parseTemplateSearch } from '@/features/coupon/utils/template-search';
import { useResumableDraft } from '@/hooks/use-member-form-draft';
import { useUrlSearch } from '@/hooks/use-url-search';
import { useText } from '@/lib/i18n/use-text';

/**
 * /coupon/couponManagement (types 2 and 3): the issuer's coupon templates by status (in the
 * address) with their figures; create, edit and copy them in a drawer; publish, pause, resume and
 * end them; a detail with claims and uses per day.
 */
export default function CouponManagementPage() {
  const text = useText();
  const {
    search: { status, current },
    setSearch: go,
  } = useUrlSearch(parseTemplateSearch, formatTemplateSearch);
  const list = useTemplatePage(status, current);
  const actions = useTemplateActions(list.refresh);
  // A new template's draft the member was just typing (an expired session, a reload) opens again.
  const resume = useResumableDraft(TEMPLATE_DRAFT, blankTemplateValues);
  const [target, setTarget] = useState<TemplateFormTarget | undefined>(() =>
    resume ? { mode: 'create', values: blankTemplateValues() } : undefined,
  );
  const [detail, setDetail] = useState<CouponTemplate>();

  const create = () => setTarget({ mode: 'create', values: blankTemplateValues() });
  const edit = (template: CouponTemplate) =>
    setTarget({ mode: 'edit', template, values: templateValuesOf(template) });
  const copy = (template: CouponTemplate) =>
    setTarget({
      mode: 'copy',
      values: templateValuesOf(template, {
        name: text('couponIssuer.form.copyName', { name: template.name }),
      }),
    });
  const failure = actions.failure;

  return (
    <PageContainer
      titleId="menu.coupon.couponManagement"
      descriptionId="pages.coupon.couponManagement.description"
      extra={
        <Button type="primary" onClick={create}>
          {text('couponIssuer.list.create')}
        </Button>
      }
    >
      <StatusFilter<TemplateStatus>
        label={text('couponIssuer.list.statusLabel')}
        value={status}
        allLabel={text('couponIssuer.list.all')}
        states={TEMPLATE_STATUSES}
        labelOf={(value) => text(`couponIssuer.templateStatus.${value}`)}
        onChange={(value) => go({ status: value, current: 1 })}
      />
      {failure && (
        <TemplateActionNotice
          failure={failure}
          onRetry={() => actions.change(failure.template, failure.action)}
          onEdit={() => {
            actions.dismiss();
            edit(failure.template);
          }}
          onClose={actions.dismiss}
        />
      )}
      <TemplateList
        data={list.data}
        loading={list.loading}
        error={list.error}
        onRetry={list.refresh}
        onPageChange={(next) => go({ status, current: next })}
        busy={actions.busy}
        onDetail={setDetail}
        onEdit={edit}
        onCopy={copy}
        onChange={actions.change}
        empty={
          status ? (
            <Empty
              description={text('couponIssuer.list.emptyStatus', {
                status: text(`couponIssuer.templateStatus.${status}`),
              })}
            >
              <Button onClick={() => go({ status: undefined, current: 1 })}>
                {text('couponIssuer.list.showAll')}
              </Button>
            </Empty>
          ) : (
            <Empty description={text('couponIssuer.list.empty')}>
              <Button type="primary" onClick={create}>
                {text('couponIssuer.list.createFirst')}
              </Button>
            </Empty>
          )
        }
      />
      <TemplateFormDrawer
        target={target}
        onClose={() => setTarget(undefined)}
        onSaved={() => {
          // A new draft shows first in the whole list (newest first).
          const created = target?.mode !== 'edit';
          setTarget(undefined);
          if (created && (status || current > 1)) go({ status: undefined, current: 1 });
          else list.refresh();
        }}
      />
      <TemplateDetailDrawer template={detail} onClose={() => setDetail(undefined)} />
    </PageContainer>
  );
}
