import styled from '@emotion/styled';
import OpenSeadragon from 'openseadragon';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import MaximizeIcon from 'lucide-react/icons/maximize';
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import XIcon from 'lucide-react/icons/x';
import ZoomInIcon from 'lucide-react/icons/zoom-in';
import ZoomOutIcon from 'lucide-react/icons/zoom-out';
import { Button, colours, Icon, radii, space, usePortal } from '@portal/shared-kernel';
import { useItemT } from '../item-texts';
import type { MediaView } from '../../item/item-view';
import { handOffFocus } from './focus-handoff';
import { insetFocusRingOverlay } from './focus-indicator';
import { resolveTileSource } from './resolve-tile-source';
import { useFullScreen } from './use-full-screen';

/*
 * Focus rings are drawn inside (insetFocusRingOverlay): the media box's overflow would cut off
 * the shared ring drawn outside, and the image canvas would paint over an outline.
 */
const Frame = styled.div<{ ready: boolean }>`
  position: absolute;
  inset: 0;
  background: ${({ ready }) => (ready ? colours.surfaceAlt : 'transparent')};
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
  &:focus-visible::after {
    ${insetFocusRingOverlay}
  }
`;

/** OpenSeadragon's focusable canvas (div.openseadragon-canvas, tabindex 0) is made inside. */
const Canvas = styled.div`
  position: absolute;
  inset: 0;
  .openseadragon-canvas:focus-visible {
    outline: none;
    box-shadow: none;
  }
  .openseadragon-canvas:focus-visible::after {
    ${insetFocusRingOverlay}
  }
`;

const Controls = styled.div`
  position: absolute;
  right: ${space[2]}px;
  bottom: ${space[2]}px;
  display: flex;
  gap: ${space[1]}px;
  padding: ${space[1]}px;
  background: ${colours.surface};
  border-radius: ${radii.base};
  box-shadow: 0 1px 4px rgba(31, 31, 31, 0.3);
`;

/**
 * OpenSeadragon adds a <style> element of its own (dropping focus outlines on touch screens)
 * unless one with its marker is there. The page's Content Security Policy would block it: an
 * empty one of ours, carrying the page's nonce, takes its place, and focus stays visible.
 */
function claimViewerStyle() {
  if (document.querySelector('style[data-openseadragon-mobile-css]')) return;
  const style = document.createElement('style');
  style.setAttribute('data-openseadragon-mobile-css', 'true');
  const nonce = document.querySelector<HTMLElement>('script[nonce], style[nonce]')?.nonce;
  if (nonce) style.nonce = nonce;
  document.head.appendChild(style);
}

/**
 * Names OpenSeadragon's canvas, the element that takes focus and keyboard zoom. Its role is
 * "application", not "img": the canvas answers keys itself (arrows pan, Shift with up or down
 * zooms, 0 fits), and a screen reader in browse mode keeps those keys for its own reading
 * commands unless the element says it is an application; "img" would also present it as a static
 * picture, not as something to operate. The description says which keys work: not + and −,
 * which OpenSeadragon reads by their place on a US keyboard (elsewhere on a German one).
 */
function nameCanvas(canvas: HTMLElement, { label, keysId }: { label: string; keysId: string }) {
  canvas.setAttribute('role', 'application');
  canvas.setAttribute('aria-label', label);
  canvas.setAttribute('aria-describedby', keysId);
}

/**
 * A click (or tap) on the image brings the point clicked to the centre: panning without dragging
 * (WCAG 2.5.7), with the zoom buttons, which zoom about the centre, for the rest. A drag still
 * pans; only a quick click, which moves no image, is taken.
 */
function centreOnClick(instance: OpenSeadragon.Viewer) {
  instance.addHandler('canvas-click', (event) => {
    if (!event.quick) return;
    event.preventDefaultAction = true;
    instance.viewport.panTo(instance.viewport.pointFromPixel(event.position));
    instance.viewport.applyConstraints();
  });
}

export interface DeepZoomViewerProps {
  media: MediaView;
  /** The item's title, in the canvas's name ("Zoomable image: The Milkmaid"). */
  title: string;
  manifest: { url: string; own: boolean };
  onFailure: () => void;
  /** Back to the preview: the close button, or Escape (out of full screen, which it leaves first). */
  onClose: () => void;
  /**
   * The visitor has just pressed the button this viewer replaces: the viewer takes the focus,
   * its frame while the image loads, then the canvas (keyboard zoom and pan).
   */
  takeFocus?: boolean;
}

/**
 * Deep zoom with OpenSeadragon, in the box of the server-rendered preview (no layout shift):
 * the IIIF Image API service of the image when there is one, else the image itself. Loaded
 * only when a visitor asks for it (a separate chunk, never part of the first load). The
 * viewer's own buttons are replaced by labelled ones; its keyboard controls stay. Full screen
 * shows the whole frame, buttons included (OpenSeadragon's own would show only its canvas).
 */
export default function DeepZoomViewer({
  media,
  title,
  manifest,
  onFailure,
  onClose,
  takeFocus = false,
}: DeepZoomViewerProps) {
  const t = useItemT();
  const keysId = useId();
  const { api } = usePortal();
  const frame = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(frame);
  const viewer = useRef<OpenSeadragon.Viewer | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const failure = useRef(onFailure);
  failure.current = onFailure;
  // Read when OpenSeadragon makes its canvas, without remaking the viewer when they change.
  const canvasLabel = t('media.viewerOf', { title });
  const canvasName = useRef({ label: canvasLabel, keysId });
  canvasName.current = { label: canvasLabel, keysId };
  const focusOnOpen = useRef(takeFocus);

  // Hold the focus from the button's removal until the canvas exists (the image may take a while).
  useEffect(() => {
    if (focusOnOpen.current) handOffFocus(frame.current, frame.current);
  }, []);

  useEffect(() => {
    let destroyed = false;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    resolveTileSource(media, {
      manifest,
      getManifest: (url) => api.iiifPresentation.getManifest(url),
      origin: window.location.origin,
    })
      .then((tileSources) => {
        if (destroyed || !element.current) return;
        claimViewerStyle();
        const instance = OpenSeadragon({
          element: element.current,
          tileSources,
          showNavigationControl: false,
          // The 2D canvas draws the same and works where WebGL is missing or slow.
          drawer: 'canvas',
          visibilityRatio: 1,
          maxZoomPixelRatio: 2,
          animationTime: reducedMotion ? 0 : 1.2,
          gestureSettingsMouse: { clickToZoom: false },
          // OpenSeadragon's defaults, stated because the page relies on them (WCAG 2.1.1): the
          // canvas is in the tab order and answers keys itself (arrows and W A S D pan, Shift
          // with up or down and = or - zoom, 0 fits, R rotates); Tab is not one of them, so the
          // focus moves on to the zoom buttons.
          keyboardNavEnabled: true,
          tabIndex: 0,
        });
        nameCanvas(instance.canvas, canvasName.current);
        centreOnClick(instance);
        instance.addOnceHandler('open', () => {
          if (destroyed) return;
          setReady(true);
          if (focusOnOpen.current) handOffFocus(instance.canvas, frame.current);
        });
        instance.addOnceHandler('open-failed', () => {
          if (!destroyed) failure.current();
        });
        viewer.current = instance;
      })
      .catch(() => {
        if (!destroyed) failure.current();
      });
    return () => {
      destroyed = true;
      viewer.current?.destroy();
      viewer.current = undefined;
    };
  }, [api, media, manifest]);

  // In full screen the browser takes Escape to leave it; after that, Escape closes the viewer.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || fullScreen.active) return;
    event.preventDefault();
    onClose();
  };

  const zoomBy = (factor: number) => {
    viewer.current?.viewport.zoomBy(factor);
    viewer.current?.viewport.applyConstraints();
  };

  return (
    <Frame
      ref={frame}
      ready={ready}
      role="region"
      aria-label={t('media.viewer')}
      aria-busy={!ready}
      tabIndex={takeFocus ? -1 : undefined}
      onKeyDown={closeOnEscape}
    >
      <Canvas ref={element} data-testid="deep-zoom-viewer" data-ready={ready || undefined} />
      {/* Read only as the canvas's description (a hidden element still describes). */}
      <span id={keysId} hidden>
        {t('media.viewerKeys')}
      </span>
      {ready ? (
        <Controls>
          <Button variant="icon" aria-label={t('media.zoomIn')} onClick={() => zoomBy(1.5)}>
            <Icon icon={ZoomInIcon} />
          </Button>
          <Button variant="icon" aria-label={t('media.zoomOut')} onClick={() => zoomBy(1 / 1.5)}>
            <Icon icon={ZoomOutIcon} />
          </Button>
          <Button
            variant="icon"
            aria-label={t('media.resetZoom')}
            onClick={() => viewer.current?.viewport.goHome()}
          >
            <Icon icon={RotateCcwIcon} />
          </Button>
          {fullScreen.available ? (
            <Button
              variant="icon"
              aria-label={t('media.fullScreen')}
              aria-pressed={fullScreen.active}
              onClick={fullScreen.toggle}
            >
              <Icon icon={MaximizeIcon} />
            </Button>
          ) : null}
          <Button variant="icon" aria-label={t('media.closeViewer')} onClick={onClose}>
            <Icon icon={XIcon} />
          </Button>
        </Controls>
      ) : null}
    </Frame>
  );
}
