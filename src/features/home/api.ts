import { HomeApi } from '@/contract/home/paths';
import type { Attention, PlatformFigures } from '@/contract/home/types';
import { request, type RequestOptions } from '@/lib/request';

/** Platform figures. GET /trading/api/home/overview */
export function getPlatformFigures(options?: RequestOptions) {
  return request.get<PlatformFigures>(HomeApi.overview, undefined, options);
}

/** What needs the logged-in member's attention. GET /trading/api/home/attention */
export function getAttention(options?: RequestOptions) {
  return request.get<Attention>(HomeApi.attention, undefined, options);
}
