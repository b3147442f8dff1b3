import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { colours, space } from '@portal/shared-kernel';
import type { MediaView } from '../../item/item-view';
import { handOffFocus } from './focus-handoff';
import { insetFocusRing } from './focus-indicator';

const Video = styled.video`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  background: ${colours.text};
  /* It fills the media box, whose overflow would cut off a ring drawn outside it. */
  &:focus-visible {
    ${insetFocusRing}
  }
`;

const AudioBar = styled.div`
  position: absolute;
  left: ${space[4]}px;
  right: ${space[4]}px;
  bottom: ${space[4]}px;
  audio {
    width: 100%;
  }
`;

export interface AvPlayerProps {
  media: MediaView;
  /** Accessible name of the player (the item's title). */
  label: string;
  poster?: string;
  onFailure: () => void;
  /** The visitor has just pressed the play button this player replaces: the player takes focus. */
  takeFocus?: boolean;
}

/**
 * The browser's own audio and video player on the original (through the media proxy), started
 * by the visitor's click that loaded it. A separate chunk, loaded only when asked for. The
 * players carry tabIndex 0: they take the play button's focus, which needs them focusable by
 * script in every browser, not only where `controls` makes a media element a tab stop.
 */
export default function AvPlayer({ media, label, poster, onFailure, takeFocus }: AvPlayerProps) {
  const player = useRef<HTMLMediaElement>(null);
  useEffect(() => {
    const element = player.current;
    if (!element) return;
    // The play button is gone: its keyboard user goes on from the player's controls.
    if (takeFocus) handOffFocus(element, element.parentElement);
    // Browsers may refuse to start without a fresh gesture: the controls are there anyway.
    Promise.resolve()
      .then(() => element.play())
      .catch(() => undefined);
    // Only on mount: the click that loaded the player is what starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (media.kind === 'video') {
    return (
      <Video
        ref={player as React.RefObject<HTMLVideoElement>}
        src={media.proxyUrl}
        poster={poster}
        controls
        tabIndex={0}
        playsInline
        preload="metadata"
        aria-label={label}
        data-testid="item-player"
        onError={onFailure}
      />
    );
  }
  return (
    <AudioBar>
      <audio
        ref={player as React.RefObject<HTMLAudioElement>}
        src={media.proxyUrl}
        controls
        tabIndex={0}
        preload="metadata"
        aria-label={label}
        data-testid="item-player"
        onError={onFailure}
      />
    </AudioBar>
  );
}
