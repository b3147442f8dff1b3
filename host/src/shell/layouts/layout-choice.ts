import type { ComponentType, ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import type { PortalRouteHandle, RouteModule } from '@portal/shared-kernel';
import { DefaultLayout } from './DefaultLayout';

export type LayoutName = NonNullable<RouteModule['layout']>;
type LayoutComponent = ComponentType<{ children: ReactNode }>;

/**
 * The layouts of spec §2.5. The default one is in every first load; the others load with the
 * first page that asks for them, before it renders (the route's `lazy` waits for
 * {@link preloadLayout}), so server and browser draw the same layout without a flash.
 */
const LOADERS: Record<Exclude<LayoutName, 'default'>, () => Promise<LayoutComponent>> = {
  'data-space': () =>
    import(/* webpackChunkName: "layout-data-space" */ './DataSpaceLayout').then(
      (module) => module.DataSpaceLayout,
    ),
  'api-landing': () =>
    import(/* webpackChunkName: "layout-api-landing" */ './ApiLandingLayout').then(
      (module) => module.ApiLandingLayout,
    ),
  cms: () =>
    import(/* webpackChunkName: "layout-cms" */ './CmsLayout').then((module) => module.CmsLayout),
  minimal: () =>
    import(/* webpackChunkName: "layout-minimal" */ './MinimalLayout').then(
      (module) => module.MinimalLayout,
    ),
};

export const LAYOUT_NAMES: readonly LayoutName[] = [
  'default',
  ...(Object.keys(LOADERS) as LayoutName[]),
];

const loaded = new Map<LayoutName, LayoutComponent>([['default', DefaultLayout]]);

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUT_NAMES as readonly string[]).includes(value);
}

/** Loads a layout's code; the route of a page waits for it before rendering. */
export async function preloadLayout(name: string | undefined): Promise<void> {
  if (!isLayoutName(name) || name === 'default' || loaded.has(name)) return;
  loaded.set(name, await LOADERS[name]());
}

/** The component of a layout; one not loaded yet falls back to the default layout. */
export function layoutComponent(name: LayoutName): LayoutComponent {
  return loaded.get(name) ?? DefaultLayout;
}

/** The layout the deepest matched route module declares (default when none does). */
export function layoutOf(matches: ReadonlyArray<{ handle?: unknown }>): LayoutName {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const layout = (matches[index]?.handle as PortalRouteHandle | undefined)?.layout;
    if (isLayoutName(layout)) return layout;
  }
  return 'default';
}

export function useLayoutName(): LayoutName {
  return layoutOf(useMatches());
}
