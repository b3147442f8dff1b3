import { makeAutoObservable } from 'mobx';

/** Debug settings (spec §3): stored in the browser, read by the server from their cookie. */
export interface DebugSettings {
  enabled: boolean;
  /** An API key to use instead of the configured one; default null. */
  apiKey: string | null;
}

/** The essential cookie that keeps the debug settings (spec §9, cookie consent "debug toggle"). */
export const DEBUG_SETTINGS_COOKIE = 'debugSettings';

export const DEFAULT_DEBUG_SETTINGS: DebugSettings = { enabled: false, apiKey: null };

/** Reads stored debug settings; anything malformed gives the defaults. */
export function parseDebugSettings(value: string | undefined | null): DebugSettings {
  if (!value) return { ...DEFAULT_DEBUG_SETTINGS };
  try {
    const parsed = JSON.parse(value) as Partial<DebugSettings> | null;
    return {
      enabled: parsed?.enabled === true,
      apiKey:
        typeof parsed?.apiKey === 'string' && /^[\w-]{1,64}$/.test(parsed.apiKey)
          ? parsed.apiKey
          : null,
    };
  } catch {
    return { ...DEFAULT_DEBUG_SETTINGS };
  }
}

export function serializeDebugSettings(settings: DebugSettings): string {
  return JSON.stringify({ enabled: settings.enabled, apiKey: settings.apiKey });
}

/** Whether debugging is on: the debug panel lists API requests and web vitals. */
export class DebugStore {
  settings: DebugSettings;

  constructor(snapshot?: Partial<DebugSettings>) {
    this.settings = parseDebugSettings(snapshot ? JSON.stringify(snapshot) : undefined);
    makeAutoObservable(this);
  }

  get enabled(): boolean {
    return this.settings.enabled;
  }

  update(settings: Partial<DebugSettings>) {
    this.settings = { ...this.settings, ...settings };
  }

  snapshot(): DebugSettings {
    return { ...this.settings };
  }
}
