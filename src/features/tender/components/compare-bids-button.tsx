import { Button } from 'antd';

import type { TenderSummary } from '@/contract/tender/types';
import { useText } from '@/lib/i18n/use-text';

interface CompareBidsButtonProps {
  tender: Pick<TenderSummary, 'id' | 'title'>;
  /** The tender whose bids are compared now: the button is pressed. */
  selected: boolean;
  onSelect: (tenderId: string) => void;
  /** As wide as its place (a card's), else as wide as its label (a table cell's). */
  block?: boolean;
}

/** "Compare bids" on one of the issuer's tenders, named for it, pressed while it is open. */
export function CompareBidsButton({ tender, selected, onSelect, block }: CompareBidsButtonProps) {
  const t = useText();
  return (
    <Button
      type={selected ? 'primary' : 'default'}
      size={block ? 'middle' : 'small'}
      block={block}
      aria-pressed={selected}
      aria-label={t('issuer.mine.compareLabel', { title: tender.title })}
      onClick={() => onSelect(tender.id)}
    >
      {t('issuer.mine.compare')}
    </Button>
  );
}
