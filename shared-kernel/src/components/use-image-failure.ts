import { useEffect, useRef, useState } from 'react';

/**
 * Whether an <img> failed to load (a 404 thumbnail, a preview the API cannot make), so its box
 * shows a placeholder instead of the browser's broken-image icon. Spread `ref` and `onError` on
 * the image.
 */
export function useImageFailure() {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  // A server-rendered image that failed before React hydrated fired its error event unseen.
  // "Complete without pixels" is how a broken image looks, but some browsers also report a lazy
  // image that has not started as complete: decode() settles it (it rejects only when broken).
  useEffect(() => {
    const image = ref.current;
    if (!image?.complete || image.naturalWidth > 0) return;
    if (typeof image.decode !== 'function') {
      setFailed(true);
      return;
    }
    let current = true;
    image.decode().catch(() => {
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, []);
  return { ref, failed, onError: () => setFailed(true) };
}
