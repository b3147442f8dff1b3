import {
  browserApiEndpoints,
  createApiClients,
  RootStore,
  type PortalContext,
  type PortalLoaderArgs,
} from '@portal/shared-kernel';

export interface LoaderArgsOptions {
  /** The fake API's fetch (set-api-fake.ts). */
  fetch: typeof globalThis.fetch;
  /** The signed-in user's `sub`: requests carry `Bearer jwt-{sub}`. */
  user?: string;
  /** The server has no user token; the browser sends the signed-in user's. Default true. */
  isServer?: boolean;
}

/**
 * What a route loader of this remote gets for `path` (`/{lang}/...`): the request, the route's
 * params (`lang`, and the rest as the splat `*`) and a portal context over the fake API.
 */
export function loaderArgs(path: string, options: LoaderArgsOptions): PortalLoaderArgs {
  const context = {
    api: createApiClients({
      endpoints: browserApiEndpoints({}),
      accessToken: options.user ? `jwt-${options.user}` : undefined,
      fetch: options.fetch,
    }),
    locale: 'en',
    stores: new RootStore(),
    isServer: options.isServer ?? true,
    features: {},
  } as unknown as PortalContext;
  const url = new URL(path, 'http://portal.local');
  const [, lang, , ...rest] = url.pathname.split('/');
  return {
    request: new Request(url),
    params: { lang, '*': decodeURIComponent(rest.join('/')) },
    context,
  } as unknown as PortalLoaderArgs;
}
