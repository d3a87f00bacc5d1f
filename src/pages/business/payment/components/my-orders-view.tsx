import { Alert, Button, Card, Radio } from 'antd';
import { useCallback, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { PageContainer } from '@/components/page-container';
import { Tabs } from '@/components/tabs';
import { withQuery } from '@/config/paths';
import { ORDER_STATUSES, type OrderStatus } from '@/contract/order/types';
import { OrderTable } from '@/features/order/components/order-table';
import { useMyOrderExport } from '@/features/order/hooks/use-my-order-export';
import { useMyOrders } from '@/features/order/hooks/use-my-orders';
import {
  defaultRoleFor,
  ORDER_ROLES,
  orderListSearch,
  parseOrderListQuery,
  type OrderListQuery,
  type OrderRole,
} from '@/features/order/utils/order-list-query';
import { useUrlSearch } from '@/hooks/use-url-search';
import { ExportButton } from '@/lib/export/export-button';
import { useDict } from '@/lib/reference';
import { useDescribeError } from '@/lib/request/use-describe-error';
import { useSession } from '@/lib/session';

import styles from '../payment.module.css';

const ALL = 'all';

/** The list's address: the side always (its default depends on the reader), page 1 and no status left out. */
const formatOrders = (query: OrderListQuery) => withQuery('', orderListSearch(query));
/** Another side or status shows its first page. */
const FIRST_ORDER_PAGE: Partial<OrderListQuery> = { page: 1 };

/** /business/payment without an order: the member's orders, by side and status, kept in the address. */
export function MyOrdersView() {
  const intl = useIntl();
  const describe = useDescribeError();
  const statusLabelId = useId();
  const { member } = useSession();
  const statuses = useDict('order_status');
  const fallbackRole = defaultRoleFor(member?.userType);
  const parseOrders = useCallback(
    (params: URLSearchParams) => parseOrderListQuery(params, fallbackRole),
    [fallbackRole],
  );
  const {
    search: query,
    update,
    patch,
  } = useUrlSearch(parseOrders, formatOrders, FIRST_ORDER_PAGE);
  const list = useMyOrders(query);
  const listExport = useMyOrderExport(query);

  const filters = (
    <div className={styles.filters}>
      <span id={statusLabelId}>
        <FormattedMessage id="order.list.status" />
      </span>
      <Radio.Group
        aria-labelledby={statusLabelId}
        optionType="button"
        value={query.status ?? ALL}
        onChange={(event) => {
          const value = event.target.value as OrderStatus | typeof ALL;
          update({ status: value === ALL ? undefined : value });
        }}
        options={[
          { value: ALL, label: intl.formatMessage({ id: 'order.list.allStatuses' }) },
          ...ORDER_STATUSES.map((status) => ({ value: status, label: statuses.labelOf(status) })),
        ]}
      />
      <ExportButton className={styles.export} source={listExport} />
    </div>
  );

  const failure = list.error && (
    <Alert
      className={styles.notice}
      type="error"
      showIcon
      role="alert"
      title={intl.formatMessage(
        { id: 'order.list.loadFailed' },
        {
          reason: describe(list.error),
        },
      )}
      action={
        <Button size="small" loading={list.loading} onClick={list.refresh}>
          <FormattedMessage id="common.retry" />
        </Button>
      }
    />
  );

  return (
    <PageContainer
      titleId="menu.business.payment"
      descriptionId="pages.business.payment.description"
    >
      <Card className={styles.listCard}>
        <Tabs
          activeKey={query.role}
          onChange={(role) => update({ role: role as OrderRole })}
          items={ORDER_ROLES.map((role) => ({
            key: role,
            label: intl.formatMessage({ id: `order.list.tab.${role}` }),
            children:
              role === query.role ? (
                <>
                  {filters}
                  {failure}
                  <OrderTable
                    role={role}
                    page={list.data}
                    current={query.page}
                    loading={list.loading}
                    onPageChange={(page) => patch({ page })}
                  />
                </>
              ) : null,
          }))}
        />
      </Card>
    </PageContainer>
  );
}
