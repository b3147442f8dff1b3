import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { colours, space } from '@portal/shared-kernel';
import type { MediaView } from '../../item/item-view';

const Video = styled.video`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  background: ${colours.text};
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
}

/**
 * The browser's own audio and video player on the original (through the media proxy), started
 * by the visitor's click that loaded it. A separate chunk, loaded only when asked for.
 */
export default function AvPlayer({ media, label, poster, onFailure }: AvPlayerProps) {
  const player = useRef<HTMLMediaElement>(null);
  useEffect(() => {
    const element = player.current;
    if (!element) return;
    element.focus();
    // Browsers may refuse to start without a fresh gesture: the controls are there anyway.
    Promise.resolve()
      .then(() => element.play())
      .catch(() => undefined);
  }, []);

  if (media.kind === 'video') {
    return (
      <Video
        ref={player as React.RefObject<HTMLVideoElement>}
        src={media.proxyUrl}
        poster={poster}
        controls
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
        preload="metadata"
        aria-label={label}
        data-testid="item-player"
        onError={onFailure}
      />
    </AudioBar>
  );
}
