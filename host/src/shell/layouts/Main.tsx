import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { space } from '@portal/shared-kernel';
import { MAIN_ID } from './SkipLink';

const Area = styled.main`
  min-height: 60vh;
  padding: 0 ${space[4]}px;
  &:focus {
    outline: none;
  }
`;

/** The main area every layout has; focusable so the skip link and page changes can move there. */
export function Main({ children }: { children: ReactNode }) {
  return (
    <Area id={MAIN_ID} tabIndex={-1}>
      {children}
    </Area>
  );
}
