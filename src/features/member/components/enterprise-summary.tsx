import { Descriptions, Grid } from 'antd';
import { useIntl } from 'react-intl';

import { EmailAddress } from '@/components/email-address';
import { ExternalSiteLink } from '@/components/external-site-link';
import { ImageThumbnail } from '@/components/image-thumbnail';
import { LtrRun } from '@/components/ltr-run';
import type { Enterprise } from '@/contract/member/types';
import { useText } from '@/lib/i18n/use-text';
import { useProvinces } from '@/lib/reference';

import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';

interface EnterpriseSummaryProps {
  enterprise: Enterprise;
  /** `identity`: only what a reviewer checks (name, credit code, licence). */
  fields?: 'all' | 'identity';
  title?: ReactNode;
}

/** The enterprise's details, read-only (under review, certified, or locked on the profile page). */
export function EnterpriseSummary({ enterprise, fields = 'all', title }: EnterpriseSummaryProps) {
  const intl = useIntl();
  const provinces = useProvinces();
  // Labels above values on a phone: beside them, long English labels wrap word by word.
  const wide = Grid.useBreakpoint().sm ?? true;
  const text = useText();
  const shown = (value: ReactNode) => value || text('enterprise.field.empty');
  // Texts as sent are isolated; a number or an e-mail reads left to right in any line.
  const sent = (value: string | undefined) => shown(value && <bdi>{value}</bdi>);
  const ltr = (value: string | undefined) => shown(value && <LtrRun>{value}</LtrRun>);
  const image = (
    src: string | undefined,
    labelId: 'enterprise.field.licence' | 'enterprise.field.logo',
  ) =>
    src ? (
      <ImageThumbnail
        src={src}
        alt={text(labelId)}
        size={120}
        previewLabel={intl.formatMessage(
          { id: 'enterprise.imageUpload.preview' },
          { label: text(labelId) },
        )}
      />
    ) : (
      text('enterprise.field.empty')
    );

  const identity: DescriptionsProps['items'] = [
    { key: 'name', label: text('enterprise.field.name'), children: sent(enterprise.name) },
    {
      key: 'code',
      label: text('enterprise.field.creditCode'),
      children: ltr(enterprise.unifiedSocialCreditCode),
    },
    {
      key: 'licence',
      label: text('enterprise.field.licence'),
      children: image(enterprise.businessLicence, 'enterprise.field.licence'),
    },
  ];
  const contact: DescriptionsProps['items'] = [
    {
      key: 'province',
      label: text('enterprise.field.province'),
      children: shown(provinces.labelOf(enterprise.provinceCode)),
    },
    {
      key: 'address',
      label: text('enterprise.field.address'),
      children: sent(enterprise.address),
    },
    {
      key: 'contactName',
      label: text('enterprise.field.contactName'),
      children: sent(enterprise.contactName),
    },
    {
      key: 'contactPhone',
      label: text('enterprise.field.contactPhone'),
      children: ltr(enterprise.contactPhone),
    },
    {
      key: 'email',
      label: text('enterprise.field.email'),
      children: shown(enterprise.email && <EmailAddress address={enterprise.email} />),
    },
    {
      key: 'website',
      label: text('enterprise.field.website'),
      // A link only when the address is safe to open; otherwise the text and why.
      children: shown(enterprise.website && <ExternalSiteLink url={enterprise.website} />),
    },
    {
      key: 'services',
      label: text('enterprise.field.services'),
      children: shown(
        enterprise.services.length > 0 &&
          intl.formatList(enterprise.services.map((service) => text(`member.service.${service}`))),
      ),
    },
    { key: 'intro', label: text('enterprise.field.intro'), children: sent(enterprise.intro) },
    {
      key: 'logo',
      label: text('enterprise.field.logo'),
      children: image(enterprise.logo, 'enterprise.field.logo'),
    },
  ];

  return (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={1}
      layout={wide ? 'horizontal' : 'vertical'}
      styles={wide ? { label: { width: '34%' } } : undefined}
      items={fields === 'identity' ? identity : [...identity, ...contact]}
    />
  );
}
