import styled from '@emotion/styled';
import { space } from '@portal/shared-kernel';

/** The width and spacing of this remote's pages. */
export const PageFrame = styled.div`
  max-width: 75rem;
  margin: 0 auto;
  padding: ${space[6]}px 0;
`;
