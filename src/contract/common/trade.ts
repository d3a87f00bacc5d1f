/**
 * The vocabulary shared by tenders, bids, orders (and later market listings): the values of the
 * reference dictionaries of the same names, as string-literal types.
 */
import * as v from 'valibot';

import { CertStatusSchema } from '@/contract/common/user';
import { PortSchema, type Port } from '@/contract/reference/types';
import { decimal, entityId, filled, optional, text } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

export const SHIPMENT_TYPES = ['FCL', 'LCL'] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

export const CONTAINER_TYPES = ['20GP', '40GP', '40HQ', '45HQ', '20RF', '40RF'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

export const CARGO_TYPES = ['general', 'dangerous', 'reefer'] as const;
export type CargoType = (typeof CARGO_TYPES)[number];

export type Incoterm =
  'EXW' | 'FCA' | 'FAS' | 'FOB' | 'CFR' | 'CIF' | 'CPT' | 'CIP' | 'DAP' | 'DPU' | 'DDP';
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const satisfies readonly Incoterm[];

/** Currencies a bid or an order may be in. */
export const CURRENCIES = ['USD', 'CNY', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Tenders are issued in US dollars or yuan only. */
export const TENDER_CURRENCIES = ['USD', 'CNY'] as const satisfies readonly Currency[];

export const SURCHARGE_CODES = ['BAF', 'CAF', 'THC', 'DOC', 'SEAL', 'ISPS', 'OTHER'] as const;
export type SurchargeCode = (typeof SURCHARGE_CODES)[number];

export const SURCHARGE_UNITS = ['per_container', 'per_bl', 'per_cbm'] as const;
export type SurchargeUnit = (typeof SURCHARGE_UNITS)[number];

/** A lane as a list of tenders or rates filters on it: the ports by UN/LOCODE, each part optional. */
export interface LaneQuery {
  pol?: string;
  pod?: string;
  shipmentType?: ShipmentType;
  containerType?: ContainerType;
}

/** A decimal amount as the API carries it: '1250', '1250.5', '1250.50' (never a float). */
export type Decimal = string;

/** An amount of money and its currency, one of CURRENCIES (spread into an object's entries). */
export const money = {
  amount: decimal,
  currency: v.picklist(CURRENCIES),
};

/** A port as lists and details show it (UN/LOCODE plus names). */
export type PortRef = Port;

/** A lane: the port of loading and the port of discharge (spread into an object's entries). */
export const lane = {
  pol: PortSchema,
  pod: PortSchema,
};

export const ContainerLineSchema = v.object({
  type: v.picklist(CONTAINER_TYPES),
  /** 1–999. */
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
export type ContainerLine = Infer<typeof ContainerLineSchema>;

/** What a bid is priced on: the tender's containers (FCL) or its volume (LCL). */
export interface ShipmentSize {
  shipmentType: ShipmentType;
  /** FCL only. */
  containers?: readonly ContainerLine[];
  /** LCL only: cubic metres, up to 3 decimals. */
  volumeCbm?: Decimal;
}

/** Ocean freight of a bid: one line per container type of the tender (FCL) or one per-cbm line (LCL). */
export const FreightLineSchema = v.object({
  unit: v.picklist([...CONTAINER_TYPES, 'cbm']),
  amount: decimal,
});
export type FreightLine = Infer<typeof FreightLineSchema>;

export const SurchargeLineSchema = v.object({
  code: v.picklist(SURCHARGE_CODES),
  amount: decimal,
  unit: v.picklist(SURCHARGE_UNITS),
});
export type SurchargeLine = Infer<typeof SurchargeLineSchema>;

/** A party to a tender, bid or order, as others see it. */
export const PartyRefSchema = v.object({
  enterpriseId: entityId,
  name: filled,
  nameEn: optional(filled),
  logo: optional(text),
});
export type PartyRef = Infer<typeof PartyRefSchema>;

/**
 * An enterprise that publishes to the whole market, as readers see it: a tender's issuer, a rate's
 * publisher. Contact details only for a logged-in reader.
 */
export const PublisherSchema = v.object({
  ...PartyRefSchema.entries,
  certStatus: CertStatusSchema,
  provinceCode: optional(filled),
  contactName: optional(filled),
  contactPhone: optional(filled),
  email: optional(filled),
});
export type Publisher = Infer<typeof PublisherSchema>;
