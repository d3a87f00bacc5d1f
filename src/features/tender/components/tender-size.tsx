import { useIntl } from 'react-intl';

import type { TenderSummary } from '@/contract/tender/types';

type TenderSizeProps = Pick<
  TenderSummary,
  'shipmentType' | 'containers' | 'volumeCbm' | 'weightKg' | 'packages'
>;

/**
 * What is shipped: FCL container lines ('2 × 40HQ, 1 × 20GP') or the LCL volume, weight and
 * packages ('12.5 m³ · 3,200 kg · 40 packages'). Numbers are formatted for display only.
 */
export function TenderSize({
  shipmentType,
  containers,
  volumeCbm,
  weightKg,
  packages,
}: TenderSizeProps) {
  const intl = useIntl();
  if (shipmentType === 'FCL') {
    const lines = containers.map((line) =>
      intl.formatMessage(
        { id: 'trade.tenderFacts.containerLine' },
        { quantity: line.quantity, type: line.type },
      ),
    );
    return <span>{lines.join(intl.formatMessage({ id: 'trade.tenderFacts.separator' }))}</span>;
  }
  const number = (value: string | undefined) =>
    value === undefined ? '–' : intl.formatNumber(Number(value), { maximumFractionDigits: 3 });
  return (
    <span>
      {intl.formatMessage(
        { id: 'trade.tenderFacts.lclSize' },
        { volume: number(volumeCbm), weight: number(weightKg), packages: packages ?? 0 },
      )}
    </span>
  );
}
