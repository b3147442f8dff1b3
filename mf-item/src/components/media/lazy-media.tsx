import loadable from '@loadable/component';
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { colours, fontSizes, radii, space } from '@portal/shared-kernel';
import { useItemT } from '../item-texts';
import { handOffFocus } from './focus-handoff';

const LoadingText = styled.p`
  position: absolute;
  left: 50%;
  bottom: ${space[4]}px;
  transform: translateX(-50%);
  margin: 0;
  padding: ${space[1]}px ${space[3]}px;
  font-size: ${fontSizes.small};
  color: ${colours.text};
  background: ${colours.surface};
  border-radius: ${radii.base};
`;

/**
 * "Loading…" while a chunk arrives. Given `takeFocus` (the visitor has just pressed the button
 * it replaces), it holds the focus until the viewer or player takes it: tabIndex -1, focusable by
 * script only.
 */
function Loading({ text, takeFocus }: { text: string; takeFocus?: boolean }) {
  const element = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) handOffFocus(element.current, element.current?.parentElement);
    // Only on mount: it is the button's replacement, not something to come back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <LoadingText ref={element} role="status" tabIndex={takeFocus ? -1 : undefined}>
      {text}
    </LoadingText>
  );
}

export function ViewerLoading({ takeFocus }: { takeFocus?: boolean }) {
  const t = useItemT();
  return <Loading text={t('media.loadingViewer')} takeFocus={takeFocus} />;
}

export function PlayerLoading({ takeFocus }: { takeFocus?: boolean }) {
  const t = useItemT();
  return <Loading text={t('media.loadingPlayer')} takeFocus={takeFocus} />;
}

/**
 * The heavy media parts, each its own chunk, loaded on the client only and only when a visitor
 * asks for them: never in the page's first load (`ssr: false`: the server renders the preview).
 * A caller may pass its own `fallback` (a focused one, after a click).
 */
export const DeepZoomViewer = loadable(
  () => import(/* webpackChunkName: "item-deep-zoom" */ './DeepZoomViewer'),
  { ssr: false, fallback: <ViewerLoading /> },
);

export const AvPlayer = loadable(() => import(/* webpackChunkName: "item-player" */ './AvPlayer'), {
  ssr: false,
  fallback: <PlayerLoading />,
});
