import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component loaded in the browser only when `enabled` (rarely used shell parts: the debug
 * panel, the sidebar). Server and first browser render show nothing, so hydration always matches.
 */
export function useClientComponent<Props extends object>(
  enabled: boolean,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> | null {
  const [loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    if (!enabled || loaded) return;
    let cancelled = false;
    void load().then((component) => {
      if (!cancelled) setLoaded(() => component);
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, loaded, load]);
  return enabled ? loaded : null;
}
