import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { pathOf, type StaticPathKey } from '@/config/paths';
import type { MessageId } from '@/locales/message-id';

import type { ReactNode } from 'react';

export interface LinkCardItem {
  href: string;
  titleId: MessageId;
  descriptionId: MessageId;
  icon?: ReactNode;
}

/**
 * The pages with an address of no parameter, a menu title (`menu.<page>`) and a description
 * (`pages.<page>.description`): the titles and descriptions are keyed by the address's key.
 */
export type CardPage = Extract<
  StaticPathKey,
  Extract<
    MessageId extends infer Id ? (Id extends `menu.${infer Page}` ? Page : never) : never,
    MessageId extends infer Id
      ? Id extends `pages.${infer Page}.description`
        ? Page
        : never
      : never
  >
>;

/** The card that leads to a page: its menu title over the page's own description. */
export function pageCard(page: CardPage): LinkCardItem {
  return {
    href: pathOf(page),
    titleId: `menu.${page}`,
    descriptionId: `pages.${page}.description`,
  };
}

/** A responsive grid of cards, each one link with a title (h3) and a line of text. */
export function LinkCardGrid({ items }: { items: readonly LinkCardItem[] }) {
  return (
    <ul className="link-card-grid">
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href} className="link-card">
            {item.icon && (
              <span className="link-card__icon" aria-hidden>
                {item.icon}
              </span>
            )}
            <span className="link-card__text">
              <h3 className="link-card__title">
                <FormattedMessage id={item.titleId} />
              </h3>
              <span className="link-card__description">
                <FormattedMessage id={item.descriptionId} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
