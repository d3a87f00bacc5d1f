import { Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { OTHER_PAGES } from '@/lib/first-screen/pages';

import { ClauseSection } from './clause-section';
import { ClauseToc, HEADING_OFFSET } from './clause-toc';
import { clauseParts, EFFECTIVE_DATE, numberSections } from './sections';

/** /other/clause: terms of use and privacy policy, numbered, with a table of contents. */
export default function ClausePage() {
  const { hash } = useLocation();
  const numbers = useMemo(() => numberSections(clauseParts), []);

  // A link such as /other/clause#privacy-rights arrives before this lazy page exists to scroll to.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) return;
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - HEADING_OFFSET });
    target.focus({ preventScroll: true });
  }, [hash]);

  return (
    <PageContainer
      titleId={OTHER_PAGES.clause.titleId}
      descriptionId={OTHER_PAGES.clause.descriptionId}
      introId={OTHER_PAGES.clause.introId}
    >
      {/* Below the intro, which the HTML paints before the app runs (a date it cannot format). */}
      <Typography.Paragraph type="secondary">
        <FormattedMessage
          id="other.clause.effective"
          values={{
            date: (
              <time dateTime={EFFECTIVE_DATE}>
                <FormattedDate value={EFFECTIVE_DATE} dateStyle="long" timeZone="Asia/Shanghai" />
              </time>
            ),
          }}
        />
      </Typography.Paragraph>
      <ClauseToc parts={clauseParts} numbers={numbers} />
      {clauseParts.map((part) => (
        <section key={part.anchor} aria-labelledby={part.anchor}>
          <Typography.Title level={2} id={part.anchor} tabIndex={-1} style={{ fontSize: 22 }}>
            <FormattedMessage id={part.titleId} />
          </Typography.Title>
          {part.sections.map((section) => (
            <ClauseSection
              key={section.anchor}
              section={section}
              number={numbers.get(section.anchor)}
            />
          ))}
        </section>
      ))}
    </PageContainer>
  );
}
