import loadable from '@loadable/component';
import styled from '@emotion/styled';
import { colours, fontSizes, radii, space } from '@portal/shared-kernel';
import { useItemT } from '../item-texts';

const Loading = styled.p`
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

function ViewerLoading() {
  const t = useItemT();
  return <Loading role="status">{t('media.loadingViewer')}</Loading>;
}

function PlayerLoading() {
  const t = useItemT();
  return <Loading role="status">{t('media.loadingPlayer')}</Loading>;
}

/**
 * The heavy media parts, each its own chunk, loaded on the client only and only when a visitor
 * asks for them: never in the page's first load (`ssr: false`: the server renders the preview).
 */
export const DeepZoomViewer = loadable(
  () => import(/* webpackChunkName: "item-deep-zoom" */ './DeepZoomViewer'),
  { ssr: false, fallback: <ViewerLoading /> },
);

export const AvPlayer = loadable(() => import(/* webpackChunkName: "item-player" */ './AvPlayer'), {
  ssr: false,
  fallback: <PlayerLoading />,
});
