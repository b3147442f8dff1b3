import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component loaded in the browser only when `enabled` (rarely used shell parts: the debug
 * panel). Server and first browser render show nothing, so hydration always matches.
 */
export function useClientComponent(
  enabled: boolean,
  load: () => Promise<ComponentType>,
): ComponentType | null {
  const [loaded, setLoaded] = useState<ComponentType | null>(null);
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
