import { API_PREFIX } from '@/contract/http';
import type { Member } from '@/contract/member/types';

export const SHIPPER: Member = {
  id: 'm-1',
  username: 'shipper',
  mobile: '13800000001',
  nickname: '张经理',
  userType: 1,
  enterpriseId: 'e-1',
  enterpriseName: '上海远洋进出口有限公司',
  certStatus: 'approved',
  createdAt: '2026-01-05T09:30:00+08:00',
};

export const TOKENS = { access_token: 'access-1', refresh_token: 'refresh-1' };

/** The msw pattern of an API path. */
export function api(path: string): string {
  return `*${API_PREFIX}${path}`;
}
