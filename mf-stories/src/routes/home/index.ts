// Route module of the home page `/{lang}` (page, loader and head together).
import type { HeadArgs, RouteModule } from '@portal/shared-kernel';
import { storiesMessages } from '../../messages';
import { HomePage } from './HomePage';
import { loader, type HomeData } from './home.loader';

export { loader };
export const Component = HomePage;
export const messages = storiesMessages;

export function head({ t }: HeadArgs<HomeData>) {
  return { title: t('stories:home.headTitle'), description: t('stories:home.description') };
}

// Compile-time check that this module satisfies the route module contract.
const _contract: RouteModule<HomeData> = { loader, Component, messages, head };
void _contract;
