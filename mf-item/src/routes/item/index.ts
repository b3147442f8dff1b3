// Route module of `/{lang}/item/{datasetId}/{recordId}` (page, loader and head together).
import type { HeadArgs, RouteModule } from '@portal/shared-kernel';
import { itemMessages } from '../../messages';
import { ItemPage } from './ItemPage';
import { loader, type ItemData } from './item.loader';
import { itemTitle, proxyField } from './record-fields';

export { loader };
export const Component = ItemPage;
export const messages = itemMessages;

export function head({ data, t, locale }: HeadArgs<ItemData>) {
  if (!data) return { title: t('item:item.untitled') };
  return {
    title: itemTitle(data.record, locale) ?? t('item:item.untitled'),
    description: proxyField(data.record, 'dcDescription', locale)[0],
    ogType: 'article',
  };
}

const _contract: RouteModule<ItemData> = { loader, Component, messages, head };
void _contract;
