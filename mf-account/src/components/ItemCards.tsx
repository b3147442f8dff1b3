import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardGrid,
  space,
  summariseSearchItem,
  summaryCardContent,
  summaryCardFooter,
  usePortal,
  type SearchItem,
} from '@portal/shared-kernel';
import { TypeIcon } from '@portal/shared-kernel/src/components/TypeIcon';

/** The first row of cards is above the fold on a desktop: those load at once, the rest lazily. */
const EAGER_IMAGES = 4;

/** A card's own button sits under it: inside, the card's link covers the whole card. */
const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[2]}px;
  > :first-child {
    flex: 1 1 auto;
    height: auto;
  }
`;

export interface ItemCardsProps {
  items: SearchItem[];
  id?: string;
  /** Something to do with one item (remove it from a gallery), under its card. */
  action?: (item: SearchItem, title: string) => ReactNode;
}

/** Items of a set (the likes folder, a gallery) as item cards, in the set's order. */
export function ItemCards({ items, id, action }: ItemCardsProps) {
  const { t } = useTranslation('account');
  const { api, locale } = usePortal();
  return (
    <CardGrid id={id}>
      {items.map((item, index) => {
        const summary = summariseSearchItem(item, locale);
        const { to, title, texts, image } = summaryCardContent(summary, locale, api.thumbnail);
        const name = title?.text ?? t('account.untitled');
        return (
          <Entry key={item.id}>
            <Card
              to={to}
              title={name}
              titleLang={title?.lang}
              texts={texts}
              image={image && { ...image, lazy: index >= EAGER_IMAGES }}
              placeholder={<TypeIcon type={summary.type} size={40} />}
              footer={summaryCardFooter(
                summary,
                summary.type ? t(`account.itemTypes.${summary.type}`) : undefined,
                t,
              )}
              headingLevel={3}
            />
            {action?.(item, name)}
          </Entry>
        );
      })}
    </CardGrid>
  );
}
