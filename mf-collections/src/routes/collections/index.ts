// Route module of `/{lang}/collections` (page, loader and head together).
import type { HeadArgs, RouteModule } from '@portal/shared-kernel';
import { collectionsMessages } from '../../messages';
import { CollectionsPage } from './CollectionsPage';
import { loader, type CollectionsData } from './collections.loader';

export { loader };
export const Component = CollectionsPage;
export const messages = collectionsMessages;

export function head({ t }: HeadArgs<CollectionsData>) {
  return {
    title: t('collections:collections.headTitle'),
    description: t('collections:collections.description'),
  };
}

const _contract: RouteModule<CollectionsData> = { loader, Component, messages, head };
void _contract;
