import { HomeApi } from '@/contract/home/paths';
import type { Attention, PlatformFigures } from '@/contract/home/types';
import { unchecked } from '@/contract/schema';
import { request, type RequestOptions } from '@/lib/request';

/** Platform figures. GET /trading/api/home/overview */
export function getPlatformFigures(options?: RequestOptions) {
  return request.get(HomeApi.overview, unchecked<PlatformFigures>(), undefined, options);
}

/** What needs the logged-in member's attention. GET /trading/api/home/attention */
export function getAttention(options?: RequestOptions) {
  return request.get(HomeApi.attention, unchecked<Attention>(), undefined, options);
}
