import type { TenderDetail } from '@/contract/tender/types';
import { ExportButton } from '@/lib/export/export-button';

import { useBidComparisonExport } from '../hooks/use-bid-comparison-export';

/** The tender's bids compared, to Excel: every bid placed against the market, cheapest first. */
export function BidComparisonExport({ tender }: { tender: TenderDetail }) {
  return <ExportButton source={useBidComparisonExport(tender)} />;
}
