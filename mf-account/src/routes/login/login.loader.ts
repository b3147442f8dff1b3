import { safeRedirect, type PortalLoaderArgs } from '@portal/shared-kernel';

export interface LoginData {
  itemCount: number;
  /** Where to go after logging in: only a local path (spec §5 login redirect rule). */
  redirect: string | null;
}

export async function loader({ request, context }: PortalLoaderArgs): Promise<LoginData> {
  const url = new URL(request.url);
  const response = await context.api.record.search({ query: '*:*', rows: 0, profile: 'minimal' });
  return {
    itemCount: response.totalResults,
    redirect: safeRedirect(url.searchParams.get('redirect')),
  };
}
