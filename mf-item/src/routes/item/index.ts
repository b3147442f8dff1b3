// Route module of `/{lang}/item/{datasetId}/{recordId}` (page, loader, error boundary and head).
import type { RouteModule } from '@portal/shared-kernel';
import { itemMessages } from '../../messages';
import { head } from './item.head';
import { itemErrorHead, ItemErrorBoundary } from './ItemErrorBoundary';
import { ItemPage } from './ItemPage';
import { loader, type ItemData } from './item.loader';

export { head, loader };
export const Component = ItemPage;
export const ErrorBoundary = ItemErrorBoundary;
export const messages = itemMessages;
export const errorHead = itemErrorHead;

const _contract: RouteModule<ItemData> = {
  loader,
  Component,
  ErrorBoundary,
  messages,
  head,
  errorHead,
};
void _contract;
