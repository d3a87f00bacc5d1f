import { FormattedMessage } from 'react-intl';

import type { MessageId } from '@/locales/message-id';

import type { ReactNode } from 'react';

export interface PageContainerProps {
  titleId: MessageId;
  descriptionId?: MessageId;
  /** The paragraph that opens the content, in a lead's size (a page of text). */
  introId?: MessageId;
  /** Actions shown beside the title (buttons, links). */
  extra?: ReactNode;
  children?: ReactNode;
}

/** A page's frame: its single `<h1>`, an optional description and intro, and the content. */
export function PageContainer({
  titleId,
  descriptionId,
  introId,
  extra,
  children,
}: PageContainerProps) {
  return (
    <article className="page-container">
      <div className="page-container__header">
        <div className="page-container__heading">
          <h1 className="page-container__title">
            <FormattedMessage id={titleId} />
          </h1>
          {descriptionId && (
            <p className="page-container__description">
              <FormattedMessage id={descriptionId} />
            </p>
          )}
        </div>
        {extra && <div className="page-container__extra">{extra}</div>}
      </div>
      {(introId || children) && (
        <div className="page-container__body">
          {introId && (
            <p className="page-intro">
              <FormattedMessage id={introId} />
            </p>
          )}
          {children}
        </div>
      )}
    </article>
  );
}
