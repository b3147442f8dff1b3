import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { CARD_IMAGE_RATIO, type CardVariant } from './Card';
import { colours, motion, radii, space } from '../theme/tokens';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.5; }
  100% { opacity: 1; }
`;

const OWN_PROPS = new Set(['width', 'height', 'round', 'variant']);
const notOwnProp = (prop: string) => !OWN_PROPS.has(prop);

const Block = styled('span', { shouldForwardProp: notOwnProp })<{
  width: string;
  height: string;
  round: boolean;
}>`
  display: block;
  width: ${({ width }) => width};
  height: ${({ height }) => height};
  background: ${colours.border};
  border-radius: ${({ round }) => (round ? radii.round : radii.base)};
  animation: ${pulse} 1.5s ease-in-out infinite;
  ${motion.reducedMotion} {
    animation: none;
  }
`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  /** Lines of text to stand in for; the last one is shorter. */
  lines?: number;
  round?: boolean;
  className?: string;
}

/**
 * A grey stand-in for content that is loading, in its final size so nothing moves when the
 * content arrives. Hidden from assistive technology: the region that loads says so itself
 * (`aria-busy`).
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  lines = 1,
  round = false,
  className,
}: SkeletonProps) {
  if (lines <= 1) {
    return (
      <Block aria-hidden="true" width={width} height={height} round={round} className={className} />
    );
  }
  return (
    <span aria-hidden="true" className={className} data-skeleton-lines={lines}>
      {Array.from({ length: lines }, (_, index) => (
        <Block
          key={index}
          width={index === lines - 1 ? '60%' : width}
          height={height}
          round={round}
          css={{ marginBottom: space[1] }}
        />
      ))}
    </span>
  );
}

const CardFrame = styled('div', { shouldForwardProp: notOwnProp })<{ variant: CardVariant }>`
  display: flex;
  flex-direction: ${({ variant }) => (variant === 'list' ? 'row' : 'column')};
  gap: ${space[3]}px;
  border: 1px solid ${colours.border};
  border-radius: ${radii.card};
  overflow: hidden;
`;

const ImageStandIn = styled(Block, { shouldForwardProp: notOwnProp })<{ variant: CardVariant }>`
  flex: ${({ variant }) => (variant === 'list' ? '0 0 33%' : '0 0 auto')};
  max-width: ${({ variant }) => (variant === 'list' ? '12rem' : 'none')};
  height: auto;
  aspect-ratio: ${({ variant }) => CARD_IMAGE_RATIO[variant]};
  border-radius: 0;
`;

/** A card-shaped skeleton with the same image box as {@link Card}, for result lists. */
export function CardSkeleton({ variant = 'grid' }: { variant?: CardVariant }) {
  return (
    <CardFrame variant={variant} aria-hidden="true" data-skeleton="card">
      <ImageStandIn variant={variant} width="100%" height="auto" round={false} />
      {variant === 'mosaic' ? null : (
        <span css={{ flex: 1, padding: space[3] }} data-skeleton="card-body">
          <Skeleton height="1.2em" />
          <Skeleton lines={2} css={{ marginTop: space[2] }} />
        </span>
      )}
    </CardFrame>
  );
}
