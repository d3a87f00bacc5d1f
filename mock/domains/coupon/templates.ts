/** The issuer's templates: save (create a draft or edit) and change state. */
import {
  TEMPLATE_FIELDS,
  templateProblem,
  type TemplateProblem,
  type TemplateValues,
} from '@/contract/coupon/template-rules';
import {
  TEMPLATE_ACTIONS,
  type TemplateAction,
  type TemplateInput,
  type TemplateStatus,
} from '@/contract/coupon/types';
import { BizCode } from '@/contract/http';

import { oneOf, type MemberWrite } from '../../core/input';
import { accept, reject, type Rejection, type RuleResult } from '../../core/result';
import { nextId } from '../../core/schema';
import { cstDate } from '../../core/time';
import { figureIndex, figuresOf } from './figures';
import { TEMPLATE_ACTION_TEXT, TEMPLATE_STATUS_TEXT } from './messages';
import { couponConflict, couponInvalid } from './problems';
import { inputOf } from './terms';

import type { MessageId } from '../../core/messages';
import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { CouponTemplateRow } from './schema';

/** One of the member's enterprise's templates (4004 unknown, 4003 another issuer's). */
export function ownTemplate(db: Db, member: MemberRow, id: string): RuleResult<CouponTemplateRow> {
  if (!id) return couponInvalid('id', 'field.required');
  const template = db.couponTemplates[id];
  if (!template) return reject(BizCode.notFound, 'coupon.templateNotFound');
  if (template.enterpriseId !== member.enterpriseId) {
    return reject(BizCode.forbidden, 'coupon.notTemplateOwner');
  }
  return accept(template);
}

const REASON_MESSAGES: Record<TemplateProblem['reason'], MessageId> = {
  required: 'field.required',
  invalid: 'field.invalid',
  range: 'field.range',
  tooLong: 'field.tooLong',
  positive: 'field.positive',
  belowFaceValue: 'coupon.thresholdBelowFace',
  onlyGrows: 'coupon.onlyGrows',
  onOrder: 'coupon.priceOnOrder',
  aboveTotal: 'coupon.limitAboveTotal',
  beforeToday: 'date.beforeToday',
  beforeFrom: 'coupon.validToBeforeFrom',
  frozen: 'coupon.frozen',
};

function problemRejection(problem: TemplateProblem): Rejection {
  return couponInvalid(problem.field, REASON_MESSAGES[problem.reason], problem.params);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The body's template fields, trimmed; fields the kind or the validity does not use are dropped,
 * so a form that sends them empty is not refused for them.
 */
function valuesOf(body: Record<string, unknown>): TemplateValues {
  const values: TemplateValues = {};
  for (const field of TEMPLATE_FIELDS) {
    if (body[field] !== undefined && body[field] !== null) values[field] = text(body[field]);
  }
  if (values.kind === 'cash') {
    delete values.percent;
    delete values.cap;
  } else if (values.kind === 'discount') {
    delete values.faceValue;
  }
  if (values.validityKind === 'range') delete values.validDays;
  else if (values.validityKind === 'days') {
    delete values.validFrom;
    delete values.validTo;
  }
  if (values.description === '') delete values.description;
  return values;
}

/**
 * Creates a draft, or edits one of the issuer's templates: an ended one is final (4009); once a
 * coupon is issued or on an unpaid pack order, kind, values, currency and threshold are frozen and
 * the quantity only grows; while a pack order is unpaid the price stays (4000 naming the field).
 */
export const saveTemplate: MemberWrite<CouponTemplateRow> = (db, member, body, now) => {
  const id = typeof body.id === 'string' ? body.id.trim() : '';
  let saved: CouponTemplateRow | undefined;
  if (id) {
    const found = ownTemplate(db, member, id);
    if (!found.ok) return found;
    saved = found.value;
    if (saved.status === 'ended') return couponConflict('coupon.templateEnded');
  }
  const counted = saved ? figuresOf(figureIndex(db), saved) : undefined;
  const claimed = counted ? counted.claimed + counted.held : 0;
  const values = valuesOf(body);
  const problem = templateProblem(values, {
    today: cstDate(now),
    claimed,
    onOrder: counted?.held ?? 0,
    ...(saved ? { saved: inputOf(saved) } : {}),
  });
  if (problem) return problemRejection(problem);
  const input = values as TemplateInput;
  if (!saved) {
    const created: CouponTemplateRow = {
      id: nextId(db, 'couponTemplate', 7000),
      issuerId: member.id,
      enterpriseId: member.enterpriseId,
      ...input,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    };
    db.couponTemplates[created.id] = created;
    return accept(created);
  }
  const { issuerId, enterpriseId, status, createdAt } = saved;
  const edited: CouponTemplateRow = {
    id,
    issuerId,
    enterpriseId,
    ...input,
    status,
    createdAt,
    updatedAt: now,
  };
  db.couponTemplates[id] = edited;
  return accept(edited);
};

const MOVES: Record<TemplateAction, [from: readonly TemplateStatus[], to: TemplateStatus]> = {
  publish: [['draft'], 'active'],
  pause: [['active'], 'paused'],
  resume: [['paused'], 'active'],
  end: [['draft', 'active', 'paused'], 'ended'],
};

/**
 * draft → active (publish, checked again: a draft's dates may have passed) ⇄ paused (pause,
 * resume) → ended (end, from any state but ended). Any other move is a 4009.
 */
export const changeTemplate: MemberWrite<CouponTemplateRow> = (db, member, body, now) => {
  const action = body.action;
  if (!oneOf<TemplateAction>(action, TEMPLATE_ACTIONS)) {
    return couponInvalid('action', action ? 'field.invalid' : 'field.required');
  }
  const found = ownTemplate(db, member, typeof body.id === 'string' ? body.id.trim() : '');
  if (!found.ok) return found;
  const template = found.value;
  const [from, to] = MOVES[action];
  if (!from.includes(template.status)) {
    return couponConflict('coupon.transition', {
      status: TEMPLATE_STATUS_TEXT[template.status],
      action: TEMPLATE_ACTION_TEXT[action],
    });
  }
  if (action === 'publish') {
    const problem = templateProblem(inputOf(template), { today: cstDate(now), claimed: 0 });
    if (problem) return problemRejection(problem);
  }
  template.status = to;
  template.updatedAt = now;
  return accept(template);
};
