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
      { ...required('issuer.field.title.required'), whitespace: true },
      max(TITLE_MAX, 'issuer.field.title.max'),
    ],
    pol: [required('issuer.field.pol.required')],
    pod: <FormRule[]>[
      required('issuer.field.pod.required'),
      ({ getFieldValue }) => ({
        validator: (_rule, value: string | undefined) =>
          value && value === getFieldValue('pol')
            ? fail(t('issuer.field.pod.same'))
            : Promise.resolve(),
      }),
    ],
    containers: [
      {
        validator: (_rule, rows: ContainerRow[] | undefined) =>
          rows && rows.length > 0 ? Promise.resolve() : fail(t('issuer.field.containers.min')),
      },
    ] satisfies FormRule[],
    containerType: (index: number): FormRule[] => [
      required('issuer.field.containers.typeRequired'),
      ({ getFieldValue }) => ({
        validator: (_rule, value: string | undefined) => {
          const rows = getFieldValue('containers') as ContainerRow[] | undefined;
          const first = rows?.findIndex((row) => row?.type === value);
          return value && duplicateContainerTypes(rows).includes(value as never) && first !== index
            ? fail(t('issuer.field.containers.duplicate', { type: value }))
            : Promise.resolve();
        },
      }),
    ],
    quantity: [
      required('issuer.field.containers.quantityRequired'),
      {
        type: 'integer',
        min: QUANTITY_MIN,
        max: QUANTITY_MAX,
        message: t('issuer.field.containers.quantityRange', {
          min: QUANTITY_MIN,
          max: QUANTITY_MAX,
        }),
      },
    ] satisfies FormRule[],
    volumeCbm: measure('issuer.field.volume.required', 'issuer.field.volume.invalid'),
    weightKg: measure('issuer.field.weight.required', 'issuer.field.weight.invalid'),
    packages: [
      required('issuer.field.packages.required'),
      {
        type: 'integer',
        min: 1,
        max: PACKAGES_MAX,
        message: t('issuer.field.packages.invalid', { max: PACKAGES_MAX }),
      },
    ] satisfies FormRule[],
    cargoName: [
      { ...required('issuer.field.cargoName.required'), whitespace: true },
      max(CARGO_NAME_MAX, 'issuer.field.cargoName.max'),
    ],
    cargoType: [required('issuer.field.cargoType.required')],
    hsCode: [
      {
        validator: (_rule, value: string | undefined) =>
          !value?.trim() || HS_CODE_PATTERN.test(value.trim())
            ? Promise.resolve()
            : fail(t('issuer.field.hsCode.invalid')),
      },
    ] satisfies FormRule[],
    incoterm: [required('issuer.field.incoterm.required')],
    readyDate: [
      required('issuer.field.readyDate.required'),
      {
        validator: (_rule, value: Dayjs | null | undefined) =>
          readyDateProblem(value)
            ? fail(t('issuer.field.readyDate.notAfterToday'))
            : Promise.resolve(),
      },
    ] satisfies FormRule[],
    bidDeadline: <FormRule[]>[
      required('issuer.field.deadline.required'),
      ({ getFieldValue }) => ({
        validator: (_rule, value: Dayjs | null | undefined) => {
          const problem = deadlineProblem(value, getFieldValue('readyDate') as Dayjs | undefined);
          if (problem === 'past') return fail(t('issuer.field.deadline.past'));
          if (problem === 'notBeforeReady') return fail(t('issuer.field.deadline.notBeforeReady'));
          return Promise.resolve();
        },
      }),
    ],
    currency: [required('issuer.field.currency.required')],
    budget: [
      {
        validator: (_rule, value: string | undefined) =>
          !value?.trim() || isPositiveMoney(value)
            ? Promise.resolve()
            : fail(t('issuer.field.budget.invalid')),
      },
    ] satisfies FormRule[],
    remarks: [max(REMARKS_MAX, 'issuer.field.remarks.max')],
  };
}

export type IssueRules = ReturnType<typeof issueRules>;
