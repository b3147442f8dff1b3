// Route module of `/{lang}/galleries` (page, loader and head).
import type { RouteModule } from '@portal/shared-kernel';
import { accountMessages } from '../../messages';
import { GalleriesPage } from './GalleriesPage';
import { head } from './galleries.head';
import { loader, type GalleriesData } from './galleries.loader';

export { head, loader };
export const Component = GalleriesPage;
export const messages = accountMessages;

const _contract: RouteModule<GalleriesData> = { loader, Component, messages, head };
void _contract;
