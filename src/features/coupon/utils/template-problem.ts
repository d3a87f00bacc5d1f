import type { TemplateField, TemplateProblem } from '@/contract/coupon/template-rules';
import type { TextOf } from '@/lib/i18n/use-text';
import type { MessageId } from '@/locales/message-id';

/** The form's label of each field, which the messages name. */
export const TEMPLATE_FIELD_LABELS: Record<TemplateField, MessageId> = {
  name: 'couponIssuer.form.name',
  kind: 'couponIssuer.form.kind',
  currency: 'couponIssuer.form.currency',
  faceValue: 'couponIssuer.form.faceValue',
  percent: 'couponIssuer.form.percent',
  cap: 'couponIssuer.form.cap',
  threshold: 'couponIssuer.form.threshold',
  totalQuantity: 'couponIssuer.form.totalQuantity',
  perUserLimit: 'couponIssuer.form.perUserLimit',
  price: 'couponIssuer.form.price',
  validityKind: 'couponIssuer.form.validityKind',
  validFrom: 'couponIssuer.form.validFrom',
  validTo: 'couponIssuer.form.validTo',
  validDays: 'couponIssuer.form.validDays',
  description: 'couponIssuer.form.description',
};

const MONEY_FIELDS: readonly TemplateField[] = ['faceValue', 'cap', 'threshold', 'price'];
const CHOSEN_FIELDS: readonly TemplateField[] = [
  'kind',
  'currency',
  'validityKind',
  'validFrom',
  'validTo',
];

/** The message for a problem the shared template rules found, naming the field as the form does. */
export function templateProblemText({ field, reason, params }: TemplateProblem, text: TextOf) {
  const label = text(TEMPLATE_FIELD_LABELS[field]);
  const values = { label, ...params };
  switch (reason) {
    case 'required':
      return text(
        CHOSEN_FIELDS.includes(field)
          ? 'couponIssuer.problem.choose'
          : 'couponIssuer.problem.required',
        values,
      );
    case 'invalid':
      return text(
        MONEY_FIELDS.includes(field)
          ? 'couponIssuer.problem.money'
          : 'couponIssuer.problem.invalid',
        values,
      );
    case 'range':
      // The validity's end is out of range when the range is too long.
      return text(
        field === 'validTo' ? 'couponIssuer.problem.rangeDays' : 'couponIssuer.problem.range',
        values,
      );
    case 'tooLong':
      return text('couponIssuer.problem.tooLong', values);
    case 'positive':
      return text('couponIssuer.problem.positive', values);
    case 'belowFaceValue':
      return text('couponIssuer.problem.belowFaceValue');
    case 'onlyGrows':
      return text('couponIssuer.problem.onlyGrows', { total: params?.total ?? 0 });
    case 'onOrder':
      return text('couponIssuer.problem.onOrder', { held: params?.held ?? 0 });
    case 'aboveTotal':
      return text('couponIssuer.problem.aboveTotal');
    case 'beforeToday':
      return text('couponIssuer.problem.beforeToday', values);
    case 'beforeFrom':
      return text('couponIssuer.problem.beforeFrom');
    case 'frozen':
      return text('couponIssuer.problem.frozen', values);
  }
}
