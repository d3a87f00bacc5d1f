import { useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { FormCardPage } from '@/components/form-card-page';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/page-spinner';
import { firstScreenContentOf } from '@/lib/first-screen';
import { accountCardAt, firstScreenPageAt } from '@/lib/first-screen/pages';
import { getToken } from '@/lib/session';
import type { MessageId } from '@/locales/message-id';

import { SectionFrame } from './layouts/section-layout';

interface PageWaitingProps {
  /** What is awaited: the page's code, or the check of the stored session. */
  labelId: MessageId;
  testId?: string;
  /** Rendered inside the section's layout, which draws the menu itself. */
  inSection?: boolean;
}

/**
 * A page that is not ready yet. One that index.html paints before the app runs (a members' one
 * only with a session stored, as the first screen does) keeps its heading, its section's menu and
 * a page of text's intro where the first screen drew them, the wait said below: they stay on screen
 * from the HTML to the page. So does an account page's card heading, and what the first screen
 * draws below a heading (the schedule's search bar and start prompt), which stays as it is, the wait
 * said to screen readers alone. Any other page waits behind a spinner.
 */
export function PageWaiting({ labelId, testId, inSection = false }: PageWaitingProps) {
  const location = useLocation();
  const page = firstScreenPageAt(location);
  const card = accountCardAt(location.pathname);
  // Read once, before the layout removes the first screen: its elements move here.
  const [content] = useState(() => (page ? firstScreenContentOf(page.path) : []));
  const spinner = <PageSpinner labelId={labelId} testId={testId} />;
  if (card) return <FormCardPage card={card}>{spinner}</FormCardPage>;
  if (!page || (page.member && !getToken())) return spinner;
  const heading = (
    <PageContainer titleId={page.titleId} descriptionId={page.descriptionId} introId={page.introId}>
      {content.length > 0 ? (
        <>
          <span className="visually-hidden" role="status" data-testid={testId}>
            <FormattedMessage id={labelId} />
          </span>
          <KeptContent elements={content} />
        </>
      ) : (
        spinner
      )}
    </PageContainer>
  );
  return page.section && !inSection ? (
    <SectionFrame menu={page.section}>{heading}</SectionFrame>
  ) : (
    heading
  );
}

/**
 * The first screen's own elements, moved into the app's page before the layout removes the first
 * screen (a child's layout effect runs before its parent's), in a box that lays them out as the
 * page's body did.
 */
function KeptContent({ elements }: { elements: readonly Element[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => ref.current?.append(...elements), [elements]);
  return <div ref={ref} className="first-screen-content" />;
}
