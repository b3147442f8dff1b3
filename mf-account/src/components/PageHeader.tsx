import styled from '@emotion/styled';
import { space } from '@portal/shared-kernel';

/** The top of a gallery or galleries page: its heading and the lines under it, close together. */
export const PageHeader = styled.header`
  display: grid;
  gap: ${space[3]}px;
  margin-bottom: ${space[6]}px;
  h1,
  p {
    margin: 0;
  }
`;
