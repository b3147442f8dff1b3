import { useRef, useState, type MouseEvent } from 'react';
import { downloadAvailable } from './download-check';

export type DownloadCheck = 'idle' | 'checking' | 'failed';

/**
 * The click handler of an `<a href download>` that downloads only what the media proxy can
 * serve. The first click is held back while a HEAD request asks the proxy (download-check.ts);
 * when it answers 2xx, the same link is clicked again and that click is left alone, so the
 * browser downloads the file as from any link (no blob, no script-made URL). When it does not,
 * `status` becomes 'failed' for the caller to say so. `onDownload` runs on the real click.
 */
export function useCheckedDownload(url: string, onDownload: () => void) {
  const [status, setStatus] = useState<DownloadCheck>('idle');
  const verified = useRef(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (verified.current) {
      verified.current = false;
      onDownload();
      return;
    }
    event.preventDefault();
    if (status === 'checking') return;
    const link = event.currentTarget;
    setStatus('checking');
    void downloadAvailable(url).then((available) => {
      // Closed meanwhile (the dialog): nothing to download, nowhere to say so.
      if (!link.isConnected) return;
      setStatus(available ? 'idle' : 'failed');
      if (!available) return;
      verified.current = true;
      link.click();
    });
  };

  return { status, onClick, reset: () => setStatus('idle') };
}
