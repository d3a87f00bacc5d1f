import { Button, Popconfirm, Space, type ButtonProps } from 'antd';

import type { Page } from '@/contract/http';
import type { ListingSummary, StoredListingStatus } from '@/contract/market/types';

import { useListingFormat } from '../hooks/use-listing-format';

/** What the publisher can do with one of their listings. */
export interface MyListingHandlers {
  onEdit: (listing: ListingSummary) => void;
  onCopy: (listing: ListingSummary) => void;
  onShelve: (id: string, status: StoredListingStatus) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

/** A page of the publisher's listings as the table and the cards take it, with the actions. */
export interface MyListingsProps extends MyListingHandlers {
  data: Page<ListingSummary> | undefined;
  loading: boolean;
  onPageChange: (current: number) => void;
}

/**
 * Edit, Copy, Take down or Put on market (as its status allows) and Delete after a confirmation:
 * a group named for the listing's lane. Small in a table's row; a card on a phone, where a thumb
 * presses them, gives them the default size.
 */
export function MyListingActions({
  listing,
  size = 'small',
  onEdit,
  onCopy,
  onShelve,
  onDelete,
}: MyListingHandlers & { listing: ListingSummary; size?: ButtonProps['size'] }) {
  const format = useListingFormat();
  const lane = format.lane(listing.pol, listing.pod);
  return (
    <Space
      wrap
      size={size === 'small' ? 4 : 8}
      role="group"
      aria-label={format.text('marketMine.actions', { lane })}
    >
      <Button size={size} onClick={() => onEdit(listing)}>
        {format.text('marketMine.edit')}
      </Button>
      <Button size={size} onClick={() => onCopy(listing)}>
        {format.text('marketMine.copy')}
      </Button>
      {listing.status === 'on' && (
        <Button size={size} onClick={() => void onShelve(listing.id, 'off')}>
          {format.text('marketMine.off')}
        </Button>
      )}
      {listing.status === 'off' && (
        <Button size={size} onClick={() => void onShelve(listing.id, 'on')}>
          {format.text('marketMine.on')}
        </Button>
      )}
      <Popconfirm
        title={format.text('marketMine.deleteConfirm')}
        okText={format.text('marketMine.delete')}
        okButtonProps={{ danger: true }}
        cancelText={format.text('common.cancel')}
        onConfirm={() => onDelete(listing.id)}
      >
        <Button size={size} danger>
          {format.text('marketMine.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
