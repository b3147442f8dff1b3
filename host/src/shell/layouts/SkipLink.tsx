import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { colours, focusRing, space, zIndex } from '@portal/shared-kernel';

export const MAIN_ID = 'main';

const Anchor = styled.a`
  position: absolute;
  left: ${space[2]}px;
  top: -100px;
  z-index: ${zIndex.toast};
  padding: ${space[2]}px ${space[4]}px;
  background: ${colours.accent};
  color: ${colours.onAccent};
  &:focus {
    top: ${space[2]}px;
    box-shadow: ${focusRing};
  }
`;

/** "Skip to main content": the first thing keyboard users reach (spec §2.5). */
export function SkipLink() {
  const { t } = useTranslation('host');
  return <Anchor href={`#${MAIN_ID}`}>{t('skipToMain')}</Anchor>;
}
