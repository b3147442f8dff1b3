import { useTranslation } from 'react-i18next';
import {
  Card,
  CardGrid,
  summariseSearchItem,
  summaryCardContent,
  summaryCardFooter,
  usePortal,
  type SearchItem,
} from '@portal/shared-kernel';
import { TypeIcon } from '@portal/shared-kernel/src/components/TypeIcon';

/** The first row of cards is above the fold on a desktop: those load at once, the rest lazily. */
const EAGER_IMAGES = 4;

/** The liked items as item cards, newest like last, as the likes folder keeps them. */
export function LikedItems({ items }: { items: SearchItem[] }) {
  const { t } = useTranslation('account');
  const { api, locale } = usePortal();
  return (
    <CardGrid>
      {items.map((item, index) => {
        const summary = summariseSearchItem(item, locale);
        const { to, title, texts, image } = summaryCardContent(summary, locale, api.thumbnail);
        return (
          <li key={item.id}>
            <Card
              to={to}
              title={title?.text ?? t('account.untitled')}
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
          </li>
        );
      })}
    </CardGrid>
  );
}
