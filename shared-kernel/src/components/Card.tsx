import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  clamps,
  colours,
  fontSizes,
  fontWeights,
  lineHeights,
  motion,
  radii,
  space,
} from '../theme/tokens';

export type CardVariant = 'grid' | 'list' | 'mosaic';
export const CARD_VARIANTS: readonly CardVariant[] = ['grid', 'list', 'mosaic'];

export interface CardImage {
  src: string;
  srcSet?: string;
  /** `sizes` for the srcset; the default suits a grid column. */
  sizes?: string;
  /** Below the fold: the browser loads it when it nears the viewport. */
  lazy?: boolean;
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

/** Width over height of the image box: images never move the layout when they arrive. */
export const CARD_IMAGE_RATIO = { grid: '4 / 3', list: '4 / 3', mosaic: '1 / 1' } as const;
const DEFAULT_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw';

const clamp = (lines: number) => `
  display: -webkit-box;
  -webkit-line-clamp: ${lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Root = styled.article<{ variant: CardVariant }>`
  position: relative;
  display: ${({ variant }) => (variant === 'mosaic' ? 'grid' : 'flex')};
  grid-template-areas: 'tile';
  flex-direction: ${({ variant }) => (variant === 'list' ? 'row' : 'column')};
  gap: ${({ variant }) => (variant === 'list' ? `${space[4]}px` : '0')};
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

// Nothing inside a card is positioned except the title link's cover (see Title), so that cover
// spans the whole card; in the mosaic the title band stacks on the image through the grid area.
const ImageBox = styled.div<{ variant: CardVariant }>`
  grid-area: tile;
  flex: ${({ variant }) => (variant === 'list' ? '0 0 33%' : '0 0 auto')};
  max-width: ${({ variant }) => (variant === 'list' ? '12rem' : 'none')};
  aspect-ratio: ${({ variant }) => CARD_IMAGE_RATIO[variant]};
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

const Body = styled.div<{ variant: CardVariant }>`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${space[1]}px;
  min-width: 0;
  padding: ${({ variant }) =>
    variant === 'list' ? `${space[3]}px ${space[3]}px ${space[3]}px 0` : `${space[3]}px`};
  ${({ variant }) =>
    variant === 'mosaic'
      ? `
    grid-area: tile;
    align-self: end;
    padding: ${space[2]}px ${space[3]}px;
    background: ${colours.text};
    color: ${colours.onAccent};
  `
      : ''}
`;

const Title = styled.h3<{ variant: CardVariant }>`
  margin: 0;
  font-size: ${({ variant }) => (variant === 'mosaic' ? fontSizes.small : fontSizes.body)};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.heading};
  ${({ variant }) => clamp(variant === 'list' ? clamps.listCardTitle : clamps.cardTitle)}
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

const Text = styled.p`
  margin: 0;
  font-size: ${fontSizes.small};
  color: ${colours.textSecondary};
  ${clamp(clamps.cardText)}
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${space[2]}px;
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
  image,
  placeholder,
  footer,
  variant = 'grid',
  headingLevel = 3,
  onNavigate,
  className,
}: CardProps) {
  const heading = `h${headingLevel}` as const;
  return (
    <Root variant={variant} className={className} data-card-variant={variant}>
      <ImageBox variant={variant}>
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? (image.sizes ?? DEFAULT_SIZES) : undefined}
            alt=""
            loading={image.lazy ? 'lazy' : 'eager'}
            decoding="async"
          />
        ) : (
          placeholder
        )}
      </ImageBox>
      <Body variant={variant}>
        <Title as={heading} variant={variant}>
          <Link to={to} lang={titleLang} onClick={onNavigate}>
            {title}
          </Link>
        </Title>
        {variant === 'mosaic'
          ? null
          : texts.map((line, index) => (
              <Text key={index} lang={line.lang}>
                {line.text}
              </Text>
            ))}
        {variant === 'mosaic' || !footer ? null : <Footer>{footer}</Footer>}
      </Body>
    </Root>
  );
}
