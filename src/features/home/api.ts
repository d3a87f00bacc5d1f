import { HomeApi } from '@/contract/home/paths';
import { HomeReplies } from '@/contract/home/replies';
import { request, type RequestOptions } from '@/lib/request';

/** Platform figures. GET /trading/api/home/overview */
export function getPlatformFigures(options?: RequestOptions) {
  return request.get(HomeApi.overview, HomeReplies.overview, undefined, options);
}

/** What needs the logged-in member's attention. GET /trading/api/home/attention */
export function getAttention(options?: RequestOptions) {
  return request.get(HomeApi.attention, HomeReplies.attention, undefined, options);
}
