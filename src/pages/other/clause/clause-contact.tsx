import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import { contactChannels, mailto } from '../channels';

/** The privacy contact: the officer's e-mail, the hotline and the postal address. */
export function ClauseContact() {
  const { email, hotline } = contactChannels;
  return (
    <>
      <Typography.Paragraph>
        <FormattedMessage
          id="other.clause.contact.p1"
          // Underlined: inside running text a link must not rely on colour alone.
          values={{
            email: (
              <Typography.Link href={mailto(email.privacy)} underline dir="ltr">
                {email.privacy}
              </Typography.Link>
            ),
            hotline: (
              <Typography.Link href={hotline.tel} underline>
                {hotline.display}
              </Typography.Link>
            ),
          }}
        />
      </Typography.Paragraph>
      <Typography.Paragraph>
        <FormattedMessage
          id="other.clause.contact.p2"
          values={{ address: <FormattedMessage id="other.contact.office.address" /> }}
        />
      </Typography.Paragraph>
    </>
  );
}
