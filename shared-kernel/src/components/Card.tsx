import { css } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { originalMediaUrl, type ThumbnailApi, type ThumbnailSize } from '../api/thumbnail-api';
import type { HitText, LocalisedText, SearchResultSummary } from '../domain/search-results';
import { rightsShortName } from '../domain/rights-short-names';
import type { LocaleCode } from '../i18n/locales';
import { paths } from '../routing/paths';
import {
  clamps,
  colours,
  fontSizes,
  fontWeights,
  lineHeights,
  mediaUp,
  motion,
  radii,
  space,
} from '../theme/tokens';
import { useImageFailure } from './use-image-failure';

export type CardVariant = 'grid' | 'list' | 'mosaic';
export const CARD_VARIANTS: readonly CardVariant[] = ['grid', 'list', 'mosaic'];

export interface CardImage {
  src: string;
  srcSet?: string;
  /** `sizes` for the srcset; the default suits a grid column. */
  sizes?: string;
  /** Below the fold: the browser loads it when it nears the viewport. */
  lazy?: boolean;
  /** The page's main image (largest contentful paint): fetched before other images. */
  priority?: boolean;
}

/** A line of text in a card, with its language when that differs from the page's. */
export interface CardText {
  text: string;
  lang?: string;
}

export interface CardProps {
  /** Where the card leads (a portal path; rendered as a client-side link). */
  to: string;
  title: string;
  titleLang?: string;
  /** Lines under the title (creator, provider, description), each clamped as card text. */
  texts?: CardText[];
  /** Where a full-text search found its words in the item's text, shown under the title. */
  highlight?: HitText;
  image?: CardImage;
  /** Shown in the image box when there is no image (an icon of the item's type, say). */
  placeholder?: ReactNode;
  /** Small print at the bottom (type, rights). */
  footer?: ReactNode;
  variant?: CardVariant;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Called when the card's link is followed (analytics, scroll bookkeeping). */
  onNavigate?: () => void;
  className?: string;
}

/** What every item card draws of a search result; the caller adds footer, placeholder and loading. */
export interface SummaryCardContent {
  to: string;
  /** The title, else the description (some records have only one). */
  title?: CardText;
  /** Creator and institution. */
  texts: CardText[];
  image?: { src: string; srcSet: string };
}

/** A text with its language only where that is not the page's. */
function inPageLanguage(text: LocalisedText, locale: string): CardText {
  return text.lang && text.lang !== locale
    ? { text: text.text, lang: text.lang }
    : { text: text.text };
}

/**
 * The content of an item card (search results, similar items, an entity's items): its page,
 * title, creator and institution, and its thumbnail in both sizes from the Thumbnail API.
 */
export function summaryCardContent(
  item: SearchResultSummary,
  locale: LocaleCode,
  thumbnails: ThumbnailApi,
  size: ThumbnailSize = 'small',
): SummaryCardContent {
  const content: SummaryCardContent = { to: paths.item(locale, item.id), texts: [] };
  const title = item.title ?? item.description;
  if (title) content.title = inPageLanguage(title, locale);
  if (item.creator) content.texts.push(inPageLanguage(item.creator, locale));
  if (item.dataProvider) content.texts.push({ text: item.dataProvider });
  if (item.preview) {
    const media = originalMediaUrl(item.preview);
    content.image = { src: thumbnails.media(media, size), srcSet: thumbnails.srcSet(media) };
  }
  return content;
}

/**
 * The small print of an item card, the same on every page: the item's type (named by the caller,
 * from its own strings) and the short name of its rights statement ("Text · In Copyright").
 */
export function summaryCardFooter(
  item: SearchResultSummary,
  typeLabel: string | undefined,
  t: (key: string) => string,
): string | undefined {
  const parts = [typeLabel, item.rights ? rightsShortName(item.rights, t) : undefined];
  return parts.filter(Boolean).join(' · ') || undefined;
}

/** A list of cards in columns: two on phones, three from tablets, four on wide screens. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaUp('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mediaUp('xl')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Width over height of the image box: images never move the layout when they arrive. */
export const CARD_IMAGE_RATIO = { grid: '4 / 3', list: '4 / 3', mosaic: '1 / 1' } as const;
const DEFAULT_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw';

/** Text cut after `lines` lines; a word longer than the card is broken, not cut off at its edge. */
const clamp = (lines: number) => css`
  display: -webkit-box;
  -webkit-line-clamp: ${lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  hyphens: auto;
`;

// Styles are built once per variant, not per card: a results page renders dozens of cards on
// every server request, and static styles keep that cheap.
const rootStyle = css`
  position: relative;
  display: flex;
  height: 100%;
  overflow: hidden;
  background: ${colours.surface};
  border: 1px solid ${colours.border};
  border-radius: ${radii.card};
  transition: ${motion.transition('box-shadow')};
  &:hover {
    box-shadow: 0 2px 8px rgba(31, 31, 31, 0.15);
  }
  &:focus-within {
    box-shadow:
      0 0 0 2px ${colours.surface},
      0 0 0 4px ${colours.accent};
  }
`;

// Nothing inside a card is positioned except the title link's cover (see `titleStyle`), so that cover
// spans the whole card; in the mosaic the title band stacks on the image through the grid area.
const imageBoxStyle = css`
  grid-area: tile;
  flex: 0 0 auto;
  overflow: hidden;
  background: ${colours.surfaceAlt};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${colours.textSecondary};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const bodyStyle = css`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${space[1]}px;
  min-width: 0;
  padding: ${space[3]}px;
`;

const titleStyle = css`
  margin: 0;
  font-size: ${fontSizes.body};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.heading};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:focus-visible {
    box-shadow: none;
  }
  /* The title link covers the whole card: one link per card in the tab order. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const VARIANT_STYLES = {
  grid: {
    root: css`
      flex-direction: column;
    `,
    imageBox: css`
      aspect-ratio: ${CARD_IMAGE_RATIO.grid};
    `,
    body: css``,
    title: clamp(clamps.cardTitle),
  },
  list: {
    root: css`
      flex-direction: row;
      gap: ${space[4]}px;
    `,
    imageBox: css`
      flex-basis: 33%;
      max-width: 12rem;
      aspect-ratio: ${CARD_IMAGE_RATIO.list};
    `,
    body: css`
      padding-left: 0;
    `,
    title: clamp(clamps.listCardTitle),
  },
  mosaic: {
    root: css`
      display: grid;
      grid-template-areas: 'tile';
    `,
    imageBox: css`
      aspect-ratio: ${CARD_IMAGE_RATIO.mosaic};
    `,
    body: css`
      grid-area: tile;
      align-self: end;
      padding: ${space[2]}px ${space[3]}px;
      background: ${colours.text};
      color: ${colours.onAccent};
    `,
    title: css`
      font-size: ${fontSizes.small};
      ${clamp(clamps.cardTitle)}
    `,
  },
} as const;

const textStyle = css`
  margin: 0;
  font-size: ${fontSizes.small};
  color: ${colours.textSecondary};
  ${clamp(clamps.cardText)}
`;

const markStyle = css`
  background: ${colours.highlight};
  color: ${colours.text};
  font-weight: ${fontWeights.semibold};
`;

const footerStyle = css`
  margin-top: auto;
  padding-top: ${space[2]}px;
  overflow-wrap: anywhere;
  font-size: ${fontSizes.small};
  color: ${colours.textSecondary};
`;

/**
 * A card for an item or any other linked thing (DESIGN.md): the image sits in a box of fixed
 * ratio, so nothing shifts when it loads; the title clamps to 2 lines (4 in the list variant),
 * texts to 4. Variants: `grid` (image above), `list` (image beside), `mosaic` (image tile with a
 * title band, no texts).
 */
export function Card({
  to,
  title,
  titleLang,
  texts = [],
  highlight,
  image,
  placeholder,
  footer,
  variant = 'grid',
  headingLevel = 3,
  onNavigate,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const styles = VARIANT_STYLES[variant];
  // A thumbnail the API cannot give (v3 answers 404, it has no placeholder) shows the card's
  // placeholder, not the browser's broken-image icon.
  const picture = useImageFailure();
  return (
    <article css={[rootStyle, styles.root]} className={className} data-card-variant={variant}>
      <div css={[imageBoxStyle, styles.imageBox]}>
        {image && !picture.failed ? (
          <img
            ref={picture.ref}
            onError={picture.onError}
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? (image.sizes ?? DEFAULT_SIZES) : undefined}
            alt=""
            loading={image.lazy ? 'lazy' : 'eager'}
            fetchPriority={image.priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          placeholder
        )}
      </div>
      <div css={[bodyStyle, styles.body]}>
        <Heading css={[titleStyle, styles.title]}>
          <Link to={to} lang={titleLang} onClick={onNavigate}>
            {title}
          </Link>
        </Heading>
        {variant === 'mosaic' || !highlight ? null : (
          // An excerpt: the ellipses say the text goes on either side.
          <p css={textStyle} lang={highlight.lang} data-card-highlight>
            …{highlight.prefix}
            <mark css={markStyle}>{highlight.exact}</mark>
            {highlight.suffix.endsWith('…') ? highlight.suffix : `${highlight.suffix}…`}
          </p>
        )}
        {variant === 'mosaic'
          ? null
          : texts.map((line, index) => (
              <p key={index} css={textStyle} lang={line.lang}>
                {line.text}
              </p>
            ))}
        {variant === 'mosaic' || !footer ? null : <div css={footerStyle}>{footer}</div>}
      </div>
    </article>
  );
}
