import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';

import { useText } from '@/lib/i18n/use-text';

/**
 * The spinner of a busy button (antd's `loading`), named in the page's language: the button's name
 * then says it is at work ("处理中 支付 USD 1,200.00"), where antd's own spinner said "loading" in
 * English, and a decorative one (src/lib/decorative-icons.ts) would say nothing.
 */
export function BusyIcon() {
  return <LoadingOutlined aria-label={useText()('common.busy')} />;
}
