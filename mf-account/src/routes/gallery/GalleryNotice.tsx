import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Illustration, space, type IllustrationName } from '@portal/shared-kernel';

const Wrapper = styled.section`
  display: grid;
  justify-items: center;
  gap: ${space[4]}px;
  max-width: 48rem;
  margin: ${space[7]}px auto;
  padding: 0 ${space[4]}px;
  text-align: center;
  > * {
    margin: 0;
  }
`;

export interface GalleryNoticeProps {
  title: string;
  description: string;
  illustration?: IllustrationName;
  /** The HTTP status it stands for, for tests and monitoring. */
  status?: number;
  children?: ReactNode;
}

/**
 * A gallery page that shows no gallery (spec §2.5 error page): an illustration, a heading, what
 * happened and where to go from here.
 */
export function GalleryNotice({
  title,
  description,
  illustration,
  status,
  children,
}: GalleryNoticeProps) {
  return (
    <Wrapper data-error-status={status}>
      {illustration ? <Illustration name={illustration} /> : null}
      <h1>{title}</h1>
      <p>{description}</p>
      {children}
    </Wrapper>
  );
}
