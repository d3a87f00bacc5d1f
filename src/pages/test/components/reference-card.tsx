import { Button, Descriptions } from 'antd';
import { FormattedMessage } from 'react-intl';

import { SectionCard } from '@/components/section-card';
import { useText } from '@/lib/i18n/use-text';
import { loadReferenceData, useReferenceStatus } from '@/lib/reference';

/** How much reference data was loaded at start (provinces, countries, dictionaries). */
export function ReferenceCard() {
  const { counts, ...states } = useReferenceStatus();
  const t = useText();
  const loading = Object.values(states).some((state) => state === 'loading');
  return (
    <SectionCard
      title={t('devtools.reference.title')}
      extra={
        <Button size="small" loading={loading} onClick={() => void loadReferenceData()}>
          <FormattedMessage id="devtools.reference.reload" />
        </Button>
      }
    >
      <Descriptions
        column={{ xs: 1, sm: 2, md: 4 }}
        size="small"
        items={[
          { key: 'p', label: t('devtools.reference.provinces'), children: counts.provinces },
          { key: 'c', label: t('devtools.reference.countries'), children: counts.countries },
          { key: 'd', label: t('devtools.reference.dicts'), children: counts.dictionaries },
          { key: 'i', label: t('devtools.reference.dictItems'), children: counts.dictItems },
        ]}
      />
    </SectionCard>
  );
}
