// Route module of `/{lang}/collections/{type}/{id}-{slug}` (page, loader and head together).
import type { RouteModule } from '@portal/shared-kernel';
import { collectionsMessages } from '../../messages';
import { EntityPage } from './EntityPage';
import { head } from './entity.head';
import { loader, type EntityData } from './entity.loader';

export { head, loader };
export const Component = EntityPage;
export const messages = collectionsMessages;

const _contract: RouteModule<EntityData> = { loader, Component, messages, head };
void _contract;
