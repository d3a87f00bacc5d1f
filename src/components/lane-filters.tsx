import { memo } from 'react';

import type { ContainerType, ShipmentType } from '@/contract/common/trade';
import { useText } from '@/lib/i18n/use-text';

import { DictFilter } from './dict-filter';
import { FilterBar } from './filter-bar';
import { FilterField } from './filter-field';
import { PortSelect } from './port-select';

import type { ReactNode } from 'react';

/** A lane as a search filters on it; each part optional. */
export interface LaneFilterValues {
  pol?: string;
  pod?: string;
  shipmentType?: ShipmentType;
  containerType?: ContainerType;
  carrier?: string;
}

/** The change that clears every part of the lane. */
export const CLEAR_LANE: Readonly<Record<keyof LaneFilterValues, undefined>> = {
  pol: undefined,
  pod: undefined,
  shipmentType: undefined,
  containerType: undefined,
  carrier: undefined,
};

export function hasLaneFilter(lane: LaneFilterValues): boolean {
  return Boolean(lane.pol || lane.pod || lane.shipmentType || lane.containerType || lane.carrier);
}

interface LaneFiltersProps {
  /** The search landmark's name ('Filter tenders'). */
  label: string;
  lane: LaneFilterValues;
  onChange: (patch: LaneFilterValues) => void;
  /** Offers the carrier as a filter (a rate names its carrier, a tender does not). */
  carrier?: boolean;
  /** The bar holds more than the lane (`children`): what its reset clears, and when it can. */
  reset?: { disabled: boolean; onReset: () => void };
  /** Filters after the lane's own (the hall's status). */
  children?: ReactNode;
}

/**
 * A bar of lane filters: ports of loading and discharge, shipment type, container type and, where
 * offered, the carrier; each applies at once, and the reset clears them all.
 * Memoised: a page of results arriving does not render it (and its antd fields) again.
 */
export const LaneFilters = memo(function LaneFilters(props: LaneFiltersProps) {
  const { label, lane, onChange, carrier, reset, children } = props;
  const text = useText();
  const any = text('trade.lane.any');
  const port = text('trade.lane.portPlaceholder');

  return (
    <FilterBar
      label={label}
      reset={{
        label: text('trade.lane.reset'),
        ...(reset ?? { disabled: !hasLaneFilter(lane), onReset: () => onChange(CLEAR_LANE) }),
      }}
    >
      <FilterField wide label={text('trade.lane.pol')}>
        {(id) => (
          <PortSelect
            id={id}
            value={lane.pol}
            placeholder={port}
            onChange={(pol) => onChange({ pol })}
          />
        )}
      </FilterField>
      <FilterField wide label={text('trade.lane.pod')}>
        {(id) => (
          <PortSelect
            id={id}
            value={lane.pod}
            placeholder={port}
            onChange={(pod) => onChange({ pod })}
          />
        )}
      </FilterField>
      <DictFilter
        label={text('trade.lane.shipmentType')}
        dictCode="shipment_type"
        value={lane.shipmentType}
        placeholder={any}
        onChange={(shipmentType) => onChange({ shipmentType })}
      />
      <DictFilter
        label={text('trade.lane.containerType')}
        dictCode="container_type"
        value={lane.containerType}
        placeholder={any}
        onChange={(containerType) => onChange({ containerType })}
      />
      {carrier && (
        <DictFilter
          label={text('trade.lane.carrier')}
          dictCode="carrier"
          searchable
          value={lane.carrier}
          placeholder={any}
          onChange={(next) => onChange({ carrier: next })}
        />
      )}
      {children}
    </FilterBar>
  );
});
