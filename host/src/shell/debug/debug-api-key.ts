import type { ApiEndpoints } from '@portal/shared-kernel';

/** Spec §3: the debug settings' API key, when set, replaces the configured keys. */
export function withDebugApiKey(endpoints: ApiEndpoints, apiKey: string | null): ApiEndpoints {
  if (!apiKey) return endpoints;
  const result = { ...endpoints };
  for (const id of Object.keys(result) as Array<keyof ApiEndpoints>) {
    result[id] = { ...result[id], key: apiKey };
  }
  return result;
}
