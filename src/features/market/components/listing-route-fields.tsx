import { Form, Radio, Select } from 'antd';

import { PortSelect } from '@/components/port-select';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';

/** Lane, carrier and shipment type of the listing form. */
export function ListingRouteFields() {
  const { text } = useListingFormat();
  const carriers = useDict('carrier');
  const shipmentTypes = useDict('shipment_type');
  const required = (
    id: 'market.filters.pol' | 'market.filters.pod' | 'market.filters.carrier',
  ) => ({
    required: true,
    message: text('marketMine.form.required', { label: text(id) }),
  });
  return (
    <>
      <Form.Item
        name="pol"
        label={text('market.filters.pol')}
        rules={[required('market.filters.pol')]}
      >
        <PortSelect placeholder={text('market.filters.portPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="pod"
        label={text('market.filters.pod')}
        dependencies={['pol']}
        rules={[
          required('market.filters.pod'),
          ({ getFieldValue }) => ({
            validator: (_, value?: string) =>
              value && value === getFieldValue('pol')
                ? Promise.reject(new Error(text('marketMine.form.samePorts')))
                : Promise.resolve(),
          }),
        ]}
      >
        <PortSelect placeholder={text('market.filters.portPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="carrier"
        label={text('market.filters.carrier')}
        rules={[required('market.filters.carrier')]}
      >
        <Select showSearch={{ optionFilterProp: 'label' }} options={carriers.options} />
      </Form.Item>
      <Form.Item name="shipmentType" label={text('market.filters.shipmentType')}>
        <Radio.Group options={shipmentTypes.options} optionType="button" />
      </Form.Item>
    </>
  );
}
