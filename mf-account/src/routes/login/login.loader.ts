import type { PortalLoaderArgs } from '@portal/shared-kernel';

export interface LoginData {
  itemCount: number;
  /** Where to go after logging in: only a local path (spec §5 login redirect rule). */
  redirect: string | null;
}

/** Login redirect targets: a local path of permitted characters, with optional query and hash. */
const LOCAL_REDIRECT = /^\/(?!\/)[\w@\-%~/]*(\?[^#\s]*)?(#\S*)?$/;

export function safeRedirect(value: string | null): string | null {
  return value && LOCAL_REDIRECT.test(value) ? value : null;
}

export async function loader({ request, context }: PortalLoaderArgs): Promise<LoginData> {
  const url = new URL(request.url);
  const response = await context.api.record.search({ query: '*:*', rows: 0, profile: 'minimal' });
  return {
    itemCount: response.totalResults,
    redirect: safeRedirect(url.searchParams.get('redirect')),
  };
}
