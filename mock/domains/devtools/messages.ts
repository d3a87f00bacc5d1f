import type { Text } from '../../core/text';

/** Names of the developer calls' fields in refusals (registered with the domain). */
export const devtoolsFieldLabels: Record<string, Text> = {
  decision: { zh: '审核结果', en: 'decision' },
  reason: { zh: '驳回原因', en: 'reason' },
  accessTokenTtl: { zh: '访问令牌有效期', en: 'access-token lifetime' },
  certReviewSeconds: { zh: '认证审核延迟', en: 'certification review delay' },
  refreshTokenTtl: { zh: '刷新令牌有效期', en: 'refresh-token lifetime' },
  latencyMs: { zh: '响应延迟', en: 'latency' },
  paymentSeconds: { zh: '支付确认延迟', en: 'payment confirmation delay' },
};
