import { ToolOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';

/** Says that a page's feature is planned and not usable yet. */
export function ComingSoon() {
  return (
    <div className="coming-soon">
      <ToolOutlined aria-hidden className="coming-soon__icon" />
      <p>
        <FormattedMessage id="pages.comingSoon" />
      </p>
    </div>
  );
}
