import type { TFunction } from 'i18next';
import {
  Card,
  summaryCardContent,
  summaryCardFooter,
  type LocaleCode,
  type ThumbnailApi,
  type CardVariant,
  type SearchResultSummary,
} from '@portal/shared-kernel';
import { TypeIcon } from '@portal/shared-kernel/src/components/TypeIcon';

export interface ResultCardProps {
  item: SearchResultSummary;
  variant: CardVariant;
  lazy: boolean;
  priority?: boolean;
  sizes?: string;
  /** Passed down by the list rather than read with hooks here: a page renders 24 cards on every
   * server request, and one `useTranslation` per card costs more than the card itself. */
  t: TFunction;
  locale: LocaleCode;
  thumbnails: ThumbnailApi;
}

/**
 * One search result as a card: thumbnail (200 and 400 px from the Thumbnail API), title, creator,
 * institution, and type and rights underneath.
 */
export function ResultCard({
  item,
  variant,
  lazy,
  priority = false,
  sizes,
  t,
  locale,
  thumbnails,
}: ResultCardProps) {
  const { to, title, texts, image } = summaryCardContent(item, locale, thumbnails);
  const footer = summaryCardFooter(
    item,
    item.type ? t(`search:types.${item.type}`, { defaultValue: item.type }) : undefined,
    t,
  );

  return (
    <Card
      variant={variant}
      to={to}
      title={title?.text ?? t('search:results.untitled')}
      titleLang={title?.lang}
      texts={texts}
      {...(item.hit ? { highlight: item.hit } : {})}
      image={image && { ...image, sizes, lazy, priority }}
      placeholder={<TypeIcon type={item.type} size={40} />}
      footer={footer}
      // Results sit right under the page's h1 (beside the related collections' h2): an h3 here
      // would skip a level whenever no related collections are shown.
      headingLevel={2}
    />
  );
}
