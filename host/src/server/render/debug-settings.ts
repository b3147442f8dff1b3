import {
  DEBUG_SETTINGS_COOKIE,
  parseDebugSettings,
  type DebugSettings,
} from '@portal/shared-kernel';
import type { QueryRecord } from '../request-rules/rule-result';

/**
 * Debug settings of a request: the `debugSettings` cookie, switched on or off with `?debug=on` /
 * `?debug=off` (the new value is then stored in the cookie).
 */
export function debugSettingsOf(
  cookies: Record<string, string | undefined>,
  query: QueryRecord,
): { settings: DebugSettings; changed: boolean } {
  const settings = parseDebugSettings(cookies[DEBUG_SETTINGS_COOKIE]);
  const toggle = query.debug;
  if (toggle === 'on' || toggle === 'off') {
    const enabled = toggle === 'on';
    return { settings: { ...settings, enabled }, changed: enabled !== settings.enabled };
  }
  return { settings, changed: false };
}
