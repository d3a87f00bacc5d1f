import type { Query } from '@/config/paths';
import type { UserType } from '@/contract/common/user';
import {
  ORDER_ROLES,
  ORDER_STATUSES,
  type OrderRole,
  type OrderStatus,
} from '@/contract/order/types';
import { PAGE_PARAM } from '@/utils/page-number';

export { ORDER_ROLES, type OrderRole };

/** The order list as the address keeps it: `?role=payee&status=paid&page=2`. */
export interface OrderListQuery {
  role: OrderRole;
  status?: OrderStatus;
  page: number;
}

/** Shippers mostly pay; forwarders and consolidators are mostly paid. */
export function defaultRoleFor(userType: UserType | undefined): OrderRole {
  return userType === undefined || userType === 1 ? 'payer' : 'payee';
}

const isRole = (value: string | null): value is OrderRole =>
  (ORDER_ROLES as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly (string | null)[]).includes(value);

/** Reads the list query from the address; unknown values fall back to the defaults. */
export function parseOrderListQuery(
  params: URLSearchParams,
  fallbackRole: OrderRole,
): OrderListQuery {
  const role = params.get('role');
  const status = params.get('status');
  const page = Number(params.get(PAGE_PARAM));
  return {
    role: isRole(role) ? role : fallbackRole,
    status: isStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address form of a list query (page 1 is left out). */
export function orderListSearch(query: OrderListQuery): Query {
  return {
    role: query.role,
    status: query.status,
    page: query.page > 1 ? query.page : undefined,
  };
}
