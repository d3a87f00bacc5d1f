import { Form, Radio } from 'antd';

import { LazySelect } from '@/components/lazy-select';
import { PortSelect } from '@/components/port-select';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';

/** Lane, carrier and shipment type of the listing form. */
export function ListingRouteFields() {
  const { text } = useListingFormat();
  const carriers = useDict('carrier');
  const shipmentTypes = useDict('shipment_type');
  const required = (id: 'trade.lane.pol' | 'trade.lane.pod' | 'trade.lane.carrier') => ({
    required: true,
    message: text('marketMine.form.required', { label: text(id) }),
  });
  return (
    <>
      <Form.Item name="pol" label={text('trade.lane.pol')} rules={[required('trade.lane.pol')]}>
        <PortSelect placeholder={text('trade.lane.portPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="pod"
        label={text('trade.lane.pod')}
        dependencies={['pol']}
        rules={[
          required('trade.lane.pod'),
          ({ getFieldValue }) => ({
            validator: (_, value?: string) =>
              value && value === getFieldValue('pol')
                ? Promise.reject(new Error(text('marketMine.form.samePorts')))
                : Promise.resolve(),
          }),
        ]}
      >
        <PortSelect placeholder={text('trade.lane.portPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="carrier"
        label={text('trade.lane.carrier')}
        rules={[required('trade.lane.carrier')]}
      >
        <LazySelect showSearch={{ optionFilterProp: 'label' }} options={carriers.options} />
      </Form.Item>
      <Form.Item name="shipmentType" label={text('trade.lane.shipmentType')}>
        <Radio.Group options={shipmentTypes.options} />
      </Form.Item>
    </>
  );
}
