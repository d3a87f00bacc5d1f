import type { MessageId } from '@/locales/message-id';

import {
  CARGO_NAME_MAX,
  HS_CODE_PATTERN,
  PACKAGES_MAX,
  QUANTITY_MAX,
  QUANTITY_MIN,
  REMARKS_MAX,
  TITLE_MAX,
  deadlineProblem,
  duplicateContainerTypes,
  isPositiveMeasure,
  isPositiveMoney,
  readyDateProblem,
  type ContainerRow,
} from './issue-form';

import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

type Format = (id: MessageId, values?: Record<string, string | number>) => string;

const fail = (message: string) => Promise.reject(new Error(message));

/**
 * The tender form's rules, with messages in the reader's language. They mirror the server's
 * (the tender's rules): the server still has the last word and its refusals are shown the same way.
 */
export function issueRules(t: Format) {
  const required = (id: MessageId): FormRule => ({ required: true, message: t(id) });
  const max = (length: number, id: MessageId): FormRule => ({
    max: length,
    message: t(id, { max: length }),
  });
  const measure = (requiredId: MessageId, invalidId: MessageId): FormRule[] => [
    required(requiredId),
    {
      validator: (_rule, value: string | undefined) =>
        !value || isPositiveMeasure(value) ? Promise.resolve() : fail(t(invalidId)),
    },
  ];

  return {
    title: [
      { ...required('tenderIssue.field.title.required'), whitespace: true },
      max(TITLE_MAX, 'tenderIssue.field.title.max'),
    ],
    pol: [required('tenderIssue.field.pol.required')],
    pod: <FormRule[]>[
      required('tenderIssue.field.pod.required'),
      ({ getFieldValue }) => ({
        validator: (_rule, value: string | undefined) =>
          value && value === getFieldValue('pol')
            ? fail(t('tenderIssue.field.pod.same'))
            : Promise.resolve(),
      }),
    ],
    containers: [
      {
        validator: (_rule, rows: ContainerRow[] | undefined) =>
          rows && rows.length > 0 ? Promise.resolve() : fail(t('tenderIssue.field.containers.min')),
      },
    ] satisfies FormRule[],
    containerType: (index: number): FormRule[] => [
      required('tenderIssue.field.containers.typeRequired'),
      ({ getFieldValue }) => ({
        validator: (_rule, value: string | undefined) => {
          const rows = getFieldValue('containers') as ContainerRow[] | undefined;
          const first = rows?.findIndex((row) => row?.type === value);
          return value && duplicateContainerTypes(rows).includes(value as never) && first !== index
            ? fail(t('tenderIssue.field.containers.duplicate', { type: value }))
            : Promise.resolve();
        },
      }),
    ],
    quantity: [
      required('tenderIssue.field.containers.quantityRequired'),
      {
        type: 'integer',
        min: QUANTITY_MIN,
        max: QUANTITY_MAX,
        message: t('tenderIssue.field.containers.quantityRange', {
          min: QUANTITY_MIN,
          max: QUANTITY_MAX,
        }),
      },
    ] satisfies FormRule[],
    volumeCbm: measure('tenderIssue.field.volume.required', 'tenderIssue.field.volume.invalid'),
    weightKg: measure('tenderIssue.field.weight.required', 'tenderIssue.field.weight.invalid'),
    packages: [
      required('tenderIssue.field.packages.required'),
      {
        type: 'integer',
        min: 1,
        max: PACKAGES_MAX,
        message: t('tenderIssue.field.packages.invalid', { max: PACKAGES_MAX }),
      },
    ] satisfies FormRule[],
    cargoName: [
      { ...required('tenderIssue.field.cargoName.required'), whitespace: true },
      max(CARGO_NAME_MAX, 'tenderIssue.field.cargoName.max'),
    ],
    cargoType: [required('tenderIssue.field.cargoType.required')],
    hsCode: [
      {
        validator: (_rule, value: string | undefined) =>
          !value?.trim() || HS_CODE_PATTERN.test(value.trim())
            ? Promise.resolve()
            : fail(t('tenderIssue.field.hsCode.invalid')),
      },
    ] satisfies FormRule[],
    incoterm: [required('tenderIssue.field.incoterm.required')],
    readyDate: [
      required('tenderIssue.field.readyDate.required'),
      {
        validator: (_rule, value: Dayjs | null | undefined) =>
          readyDateProblem(value)
            ? fail(t('tenderIssue.field.readyDate.notAfterToday'))
            : Promise.resolve(),
      },
    ] satisfies FormRule[],
    bidDeadline: <FormRule[]>[
      required('tenderIssue.field.deadline.required'),
      ({ getFieldValue }) => ({
        validator: (_rule, value: Dayjs | null | undefined) => {
          const problem = deadlineProblem(value, getFieldValue('readyDate') as Dayjs | undefined);
          if (problem === 'past') return fail(t('tenderIssue.field.deadline.past'));
          if (problem === 'notBeforeReady')
            return fail(t('tenderIssue.field.deadline.notBeforeReady'));
          return Promise.resolve();
        },
      }),
    ],
    currency: [required('tenderIssue.field.currency.required')],
    budget: [
      {
        validator: (_rule, value: string | undefined) =>
          !value?.trim() || isPositiveMoney(value)
            ? Promise.resolve()
            : fail(t('tenderIssue.field.budget.invalid')),
      },
    ] satisfies FormRule[],
    remarks: [max(REMARKS_MAX, 'tenderIssue.field.remarks.max')],
  };
}

export type IssueRules = ReturnType<typeof issueRules>;
