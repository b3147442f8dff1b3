import type { ComponentType, ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import type { PortalRouteHandle, RouteModule } from '@portal/shared-kernel';
import { ApiLandingLayout } from './ApiLandingLayout';
import { CmsLayout } from './CmsLayout';
import { DataSpaceLayout } from './DataSpaceLayout';
import { DefaultLayout } from './DefaultLayout';
import { MinimalLayout } from './MinimalLayout';

export type LayoutName = NonNullable<RouteModule['layout']>;

export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  'data-space': DataSpaceLayout,
  'api-landing': ApiLandingLayout,
  cms: CmsLayout,
  minimal: MinimalLayout,
};

/** The layout the deepest matched route module declares (default when none does). */
export function layoutOf(matches: ReadonlyArray<{ handle?: unknown }>): LayoutName {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const layout = (matches[index]?.handle as PortalRouteHandle | undefined)?.layout;
    if (layout && layout in LAYOUTS) return layout;
  }
  return 'default';
}

export function useLayoutName(): LayoutName {
  return layoutOf(useMatches());
}
