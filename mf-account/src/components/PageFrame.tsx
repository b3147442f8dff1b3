import styled from '@emotion/styled';
import { layout, space } from '@portal/shared-kernel';

/** As wide as the item and search pages, so the cards line up with theirs. */
export const PageFrame = styled.div`
  max-width: ${layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${space[6]}px 0 ${space[7]}px;
`;
