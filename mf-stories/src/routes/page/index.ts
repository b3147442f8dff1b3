// Route module of a static content page `/{lang}/{slug}` (spec §2.2 catch-all): page, loader and
// head together.
import type { RouteModule } from '@portal/shared-kernel';
import { storiesMessages } from '../../messages';
import { head } from './page.head';
import { loader, type PageData } from './page.loader';
import { StaticPage } from './StaticPage';

export { head, loader };
export const Component = StaticPage;
export const messages = storiesMessages;

// Compile-time check that this module satisfies the route module contract.
const _contract: RouteModule<PageData> = { loader, Component, messages, head };
void _contract;
