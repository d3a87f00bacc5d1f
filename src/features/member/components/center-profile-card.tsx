import { UserOutlined } from '@ant-design/icons';
import { Avatar, Descriptions, Flex, Tag, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { EmailAddress } from '@/components/email-address';
import { LtrRun } from '@/components/ltr-run';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import type { Enterprise, Member } from '@/contract/member/types';
import { resolveImageUrl } from '@/lib/urls/server-urls';

import { maskMobile } from '../utils/mask-mobile';

/** Who is logged in: avatar, name, user type, masked mobile, e-mail, enterprise, member since. */
export function CenterProfileCard({
  member,
  enterprise,
}: {
  member: Member;
  enterprise: Enterprise;
}) {
  const intl = useIntl();
  return (
    <SectionCard
      title={intl.formatMessage({ id: 'center.profile.title' })}
      extra={
        <Link to={paths.user.changeBaseInfo.href()}>
          <FormattedMessage id="center.profile.edit" />
        </Link>
      }
    >
      <Flex gap={16} align="center" wrap>
        <Avatar
          size={64}
          src={resolveImageUrl(member.avatar)}
          icon={<UserOutlined />}
          alt={intl.formatMessage({ id: 'center.profile.avatar' }, { name: member.nickname })}
        />
        <div>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {member.nickname}
          </Typography.Title>
          <Tag color="blue" style={{ marginTop: 4 }}>
            <FormattedMessage id={`common.userType.${member.userType}`} />
          </Tag>
        </div>
      </Flex>
      <Descriptions
        // Two facts a row while the card spans the page; from 992 px it shares the row (the
        // centre's split), where two would break a mobile or an e-mail mid-word.
        column={{ xs: 1, sm: 2, lg: 1 }}
        size="small"
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'mobile',
            label: intl.formatMessage({ id: 'center.profile.mobile' }),
            children: <LtrRun>{maskMobile(member.mobile)}</LtrRun>,
          },
          {
            key: 'email',
            label: intl.formatMessage({ id: 'center.profile.email' }),
            children: member.email ? (
              <EmailAddress address={member.email} />
            ) : (
              intl.formatMessage({ id: 'center.profile.emailEmpty' })
            ),
          },
          {
            key: 'enterprise',
            label: intl.formatMessage({ id: 'center.profile.enterprise' }),
            children: enterprise.name,
          },
          {
            key: 'since',
            label: intl.formatMessage({ id: 'center.profile.memberSince' }),
            children: <DateTimeText value={member.createdAt} precision="date" />,
          },
        ]}
      />
    </SectionCard>
  );
}
