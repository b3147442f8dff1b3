import styled from '@emotion/styled';
import { space } from '@portal/shared-kernel';

/** A line of what can be done with a gallery: a sentence about it, then its buttons. */
export const ActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]}px;
  p {
    flex: 1 1 16rem;
    margin: 0;
  }
`;
