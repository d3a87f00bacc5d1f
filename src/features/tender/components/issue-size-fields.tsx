import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber } from 'antd';

import { LazySelect } from '@/components/lazy-select';
import { CONTAINER_TYPES, type ShipmentType } from '@/contract/common/trade';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';

import { PACKAGES_MAX, QUANTITY_MAX, QUANTITY_MIN, withCode } from '../utils/issue-form';
import styles from './issue-form.module.css';
import { IssueItem } from './issue-item';

import type { IssueRules } from '../utils/issue-rules';

/** What is shipped: container lines (FCL; each type once, 1–999 each) or volume, weight, packages (LCL). */
export function IssueSizeFields({ rules }: { rules: IssueRules }) {
  const t = useText();
  const form = Form.useFormInstance();
  const shipmentType = Form.useWatch<ShipmentType | undefined>('shipmentType', form);
  const containerTypes = useDict('container_type');
  const typeOptions =
    containerTypes.options.length > 0
      ? withCode(containerTypes.options)
      : CONTAINER_TYPES.map((value) => ({ value, label: value }));

  if (shipmentType === 'LCL') {
    return (
      <div className={styles.grid}>
        <IssueItem name="volumeCbm" rules={rules.volumeCbm}>
          <Input inputMode="decimal" placeholder="12.5" suffix="m³" />
        </IssueItem>
        <IssueItem name="weightKg" rules={rules.weightKg}>
          <Input inputMode="decimal" placeholder="3200" suffix="kg" />
        </IssueItem>
        <IssueItem name="packages" rules={rules.packages}>
          <InputNumber
            controls={false}
            min={1}
            max={PACKAGES_MAX}
            precision={0}
            style={{ width: '100%' }}
          />
        </IssueItem>
      </div>
    );
  }

  return (
    <Form.List name="containers" rules={rules.containers}>
      {(fields, { add, remove }, { errors }) => (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('tenderIssue.field.containers.label')}</legend>
          {fields.map((field, index) => (
            <div key={field.key} className={styles.containerRow}>
              <Form.Item
                name={[field.name, 'type']}
                rules={rules.containerType(index)}
                label={t('tenderIssue.field.containers.type')}
                className={index > 0 ? styles.rowLabelHidden : undefined}
              >
                <LazySelect
                  options={typeOptions}
                  showSearch={{ optionFilterProp: 'label' }}
                  aria-label={t('tenderIssue.field.containers.typeLabel', { index: index + 1 })}
                  placeholder={t('tenderIssue.field.containers.typePlaceholder')}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'quantity']}
                rules={rules.quantity}
                label={t('tenderIssue.field.containers.quantity')}
                className={index > 0 ? styles.rowLabelHidden : undefined}
              >
                <InputNumber
                  controls={false}
                  min={QUANTITY_MIN}
                  max={QUANTITY_MAX}
                  precision={0}
                  style={{ width: '100%' }}
                  aria-label={t('tenderIssue.field.containers.quantityLabel', { index: index + 1 })}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                disabled={fields.length <= 1}
                onClick={() => remove(field.name)}
                aria-label={t('tenderIssue.field.containers.remove', { index: index + 1 })}
                className={index === 0 ? styles.firstRemove : undefined}
              />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ quantity: 1 })}
            disabled={fields.length >= typeOptions.length}
          >
            {t('tenderIssue.field.containers.add')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
