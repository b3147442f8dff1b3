import styled from '@emotion/styled';
import galleryUnauthorised from './illustrations/gallery-unauthorised.svg';
import itemNotFound from './illustrations/item-not-found.svg';
import noFeatureIdeas from './illustrations/no-feature-ideas.svg';
import pageNotFound from './illustrations/page-not-found.svg';
import searchResultsNotFound from './illustrations/search-results-not-found.svg';

/**
 * Self-made drawings for error and empty pages, named after the error code they illustrate
 * (spec §2.5). They are files, not inline SVG, so the JavaScript every page loads stays small.
 */
const ILLUSTRATIONS = {
  galleryUnauthorised,
  itemNotFound,
  noFeatureIdeas,
  pageNotFound,
  searchResultsNotFound,
} as const;

export type IllustrationName = keyof typeof ILLUSTRATIONS;

export function hasIllustration(code: string | undefined): code is IllustrationName {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ILLUSTRATIONS, code);
}

const Image = styled.img`
  display: block;
  width: 240px;
  max-width: 100%;
  height: auto;
  margin: 0 auto;
`;

/** An illustration; decorative (its wording is not shown, spec §2.5), so it has an empty alt. */
export function Illustration({ name, className }: { name: IllustrationName; className?: string }) {
  return (
    <Image
      src={ILLUSTRATIONS[name]}
      alt=""
      width={240}
      height={180}
      data-illustration={name}
      className={className}
    />
  );
}
