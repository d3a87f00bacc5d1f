import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

/** 404: any address outside the route table. */
export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<FormattedMessage id="pages.notFound.title" tagName="h1" />}
      subTitle={<FormattedMessage id="pages.notFound.description" />}
      extra={
        <Link to={paths.home.href()} className="link-button link-button--primary">
          <FormattedMessage id="common.backHome" />
        </Link>
      }
    />
  );
}
