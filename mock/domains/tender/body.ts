import { MONEY_PATTERN, scaleDecimal, toCents } from '@/contract/common/money';
import { TENDER_CURRENCIES, CARGO_TYPES, INCOTERMS, SHIPMENT_TYPES } from '@/contract/common/trade';
import { TENDER_LIMITS } from '@/contract/tender/limits';

import { choice, intIn, isContainerType, isRejection, text, type Input } from '../../core/input';
import { accept, invalid, type RuleResult } from '../../core/result';
import { parseCstDate, parseIsoInstant } from '../../core/time';
import { portPair } from '../reference/ports';

import type { Db } from '../../core/schema';
import type { TenderRow } from './schema';

export { TENDER_LIMITS };

export type TenderFields = Omit<
  TenderRow,
  'id' | 'tenderNo' | 'issuerId' | 'enterpriseId' | 'status' | 'createdAt'
>;

/** A positive decimal with ≤ 3 places (volume, weight). */
function measure(body: Input, field: 'volumeCbm' | 'weightKg') {
  const value = body[field];
  if (value === undefined || value === null || value === '')
    return invalid(field, 'field.required');
  const textValue = typeof value === 'number' ? String(value) : value;
  if (typeof textValue !== 'string') return invalid(field);
  const scaled = scaleDecimal(textValue, TENDER_LIMITS.measurePlaces);
  if (scaled === undefined) return invalid(field);
  if (scaled <= 0n) return invalid(field, 'field.positive');
  return textValue.trim();
}

function containerLines(body: Input) {
  const lines = body.containers;
  if (!Array.isArray(lines) || lines.length === 0) {
    return invalid('containers', 'tender.containersRequired');
  }
  const seen = new Set<string>();
  const result: TenderRow['containers'] = [];
  for (const [index, line] of lines.entries()) {
    const row = (typeof line === 'object' && line !== null ? line : {}) as Input;
    if (!isContainerType(row.type)) {
      return invalid(`containers.${index}.type`, row.type ? 'field.invalid' : 'field.required');
    }
    if (seen.has(row.type)) return invalid(`containers.${index}.type`, 'field.duplicate');
    seen.add(row.type);
    const [min, max] = TENDER_LIMITS.quantity;
    const quantity = intIn(row.quantity, `containers.${index}.quantity`, min, max);
    if (isRejection(quantity)) return quantity;
    result.push({ type: row.type, quantity });
  }
  return result;
}

function attachmentList(db: Db, body: Input) {
  const list = body.attachments ?? [];
  if (!Array.isArray(list)) return invalid('attachments');
  if (list.length > TENDER_LIMITS.attachments) {
    return invalid('attachments', 'field.maxItems', { max: TENDER_LIMITS.attachments });
  }
  for (const [index, url] of list.entries()) {
    const name = typeof url === 'string' ? /\/([^/?#]+)$/.exec(url)?.[1] : undefined;
    const [key, ext] = name?.split('.') ?? [];
    const upload = key ? db.uploads[key] : undefined;
    if (!upload || upload.ext !== ext) return invalid(`attachments.${index}`);
  }
  return list as string[];
}

/**
 * Checks a tender body: the first refused field gives a 4000 naming it, e.g.
 * `containers.0.quantity`, `bidDeadline`, `volumeCbm`.
 */
export function validateTenderBody(db: Db, body: Input, now: number): RuleResult<TenderFields> {
  const title = text(body, 'title', TENDER_LIMITS.title, true);
  if (isRejection(title)) return title;
  const shipmentType = choice(body, 'shipmentType', SHIPMENT_TYPES);
  if (isRejection(shipmentType)) return shipmentType;
  const lane = portPair(body);
  if (isRejection(lane)) return lane;
  const { pol, pod } = lane;

  const size: Pick<TenderFields, 'containers' | 'volumeCbm' | 'weightKg' | 'packages'> = {
    containers: [],
  };
  if (shipmentType === 'FCL') {
    const lines = containerLines(body);
    if (isRejection(lines)) return lines;
    size.containers = lines;
  } else {
    const volume = measure(body, 'volumeCbm');
    if (isRejection(volume)) return volume;
    const weight = measure(body, 'weightKg');
    if (isRejection(weight)) return weight;
    const [min, max] = TENDER_LIMITS.packages;
    const packages = intIn(body.packages, 'packages', min, max);
    if (isRejection(packages)) return packages;
    Object.assign(size, { volumeCbm: volume, weightKg: weight, packages });
  }

  const cargoName = text(body, 'cargoName', TENDER_LIMITS.cargoName, true);
  if (isRejection(cargoName)) return cargoName;
  const cargoType = choice(body, 'cargoType', CARGO_TYPES);
  if (isRejection(cargoType)) return cargoType;
  const hsCode = body.hsCode === undefined || body.hsCode === '' ? undefined : body.hsCode;
  if (hsCode !== undefined && (typeof hsCode !== 'string' || !/^\d{6,10}$/.test(hsCode))) {
    return invalid('hsCode');
  }
  const incoterm = choice(body, 'incoterm', INCOTERMS);
  if (isRejection(incoterm)) return incoterm;

  if (!body.readyDate) return invalid('readyDate', 'field.required');
  const readyAt = typeof body.readyDate === 'string' ? parseCstDate(body.readyDate) : undefined;
  if (readyAt === undefined) return invalid('readyDate');
  if (!body.bidDeadline) return invalid('bidDeadline', 'field.required');
  const deadline =
    typeof body.bidDeadline === 'string' ? parseIsoInstant(body.bidDeadline) : undefined;
  if (deadline === undefined) return invalid('bidDeadline');
  if (deadline <= now) return invalid('bidDeadline', 'tender.deadlinePast');
  if (deadline >= readyAt) return invalid('bidDeadline', 'tender.deadlineAfterReady');

  const currency = choice(body, 'currency', TENDER_CURRENCIES);
  if (isRejection(currency)) return currency;
  const budgetRaw = body.budget === undefined || body.budget === '' ? undefined : body.budget;
  const budget = typeof budgetRaw === 'number' ? String(budgetRaw) : budgetRaw;
  if (budget !== undefined) {
    if (typeof budget !== 'string' || !MONEY_PATTERN.test(budget.trim())) return invalid('budget');
    if (toCents(budget) === 0) return invalid('budget', 'field.positive');
  }
  const remarks = text(body, 'remarks', TENDER_LIMITS.remarks, false);
  if (isRejection(remarks)) return remarks;
  const attachments = attachmentList(db, body);
  if (isRejection(attachments)) return attachments;

  return accept({
    title,
    shipmentType,
    pol,
    pod,
    ...size,
    cargoName,
    cargoType,
    ...(hsCode ? { hsCode } : {}),
    incoterm,
    readyDate: body.readyDate as string,
    bidDeadline: deadline,
    currency,
    ...(budget ? { budget: (budget as string).trim() } : {}),
    ...(remarks ? { remarks } : {}),
    attachments: [...attachments],
  } as TenderFields);
}
