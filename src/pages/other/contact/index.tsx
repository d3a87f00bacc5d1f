import { Col, Row, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import { PageContainer } from '@/components/page-container';
import { OTHER_PAGES } from '@/lib/first-screen/pages';
import type { MessageId } from '@/locales/message-id';

import { contactChannels, mailto } from '../channels';
import { ChannelCard } from './channel-card';

const emails = [
  {
    key: 'support',
    labelId: 'other.contact.email.support',
    noteId: 'other.contact.email.supportNote',
  },
  {
    key: 'business',
    labelId: 'other.contact.email.business',
    noteId: 'other.contact.email.businessNote',
  },
  { key: 'media', labelId: 'other.contact.email.media', noteId: 'other.contact.email.mediaNote' },
] as const;

const responseTimes: readonly MessageId[] = [
  'other.contact.response.hotline',
  'other.contact.response.email',
  'other.contact.response.cert',
  'other.contact.response.business',
];

/** /other/contact: hotline and hours (UTC+8), e-mail by purpose, WeChat, office, response times. */
export default function ContactPage() {
  const { hotline, international, email, wechatId } = contactChannels;
  return (
    <PageContainer
      titleId={OTHER_PAGES.contact.titleId}
      descriptionId={OTHER_PAGES.contact.descriptionId}
      introId={OTHER_PAGES.contact.introId}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChannelCard
            id="contact-service"
            titleId="other.contact.service.title"
            items={[
              {
                key: 'hotline',
                labelId: 'other.contact.service.hotline',
                children: (
                  <Typography.Link href={hotline.tel} strong>
                    {hotline.display}
                  </Typography.Link>
                ),
              },
              {
                key: 'international',
                labelId: 'other.contact.service.international',
                children: (
                  <Typography.Link href={international.tel}>
                    {international.display}
                  </Typography.Link>
                ),
              },
              {
                key: 'hours',
                labelId: 'other.contact.service.hours',
                children: <FormattedMessage id="other.contact.service.hoursValue" />,
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChannelCard
            id="contact-email"
            titleId="other.contact.email.title"
            items={emails.map(({ key, labelId, noteId }) => ({
              key,
              labelId,
              children: (
                <div>
                  <Typography.Link href={mailto(email[key])} dir="ltr">
                    {email[key]}
                  </Typography.Link>
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                    <FormattedMessage id={noteId} />
                  </Typography.Paragraph>
                </div>
              ),
            }))}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChannelCard
            id="contact-wechat"
            titleId="other.contact.wechat.title"
            items={[
              {
                key: 'name',
                labelId: 'other.contact.wechat.name',
                children: <FormattedMessage id="other.contact.wechat.nameValue" />,
              },
              {
                key: 'id',
                labelId: 'other.contact.wechat.id',
                children: (
                  <Typography.Text copyable dir="ltr">
                    {wechatId}
                  </Typography.Text>
                ),
              },
            ]}
            noteId="other.contact.wechat.note"
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChannelCard
            id="contact-office"
            titleId="other.contact.office.title"
            noteId="other.contact.office.note"
          >
            <address style={{ fontStyle: 'normal' }}>
              <FormattedMessage id="other.contact.office.address" />
            </address>
          </ChannelCard>
        </Col>
        <Col xs={24}>
          <ChannelCard id="contact-response" titleId="other.contact.response.title">
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {responseTimes.map((id) => (
                <li key={id}>
                  <FormattedMessage id={id} />
                </li>
              ))}
            </ul>
          </ChannelCard>
        </Col>
      </Row>
    </PageContainer>
  );
}
