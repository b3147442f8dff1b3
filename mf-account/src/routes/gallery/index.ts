// Route module of `/{lang}/galleries/{id}-{slug}` (page, loader, error boundary and head).
import type { RouteModule } from '@portal/shared-kernel';
import { accountMessages } from '../../messages';
import { galleryErrorHead, GalleryErrorBoundary } from './GalleryErrorBoundary';
import { GalleryPage } from './GalleryPage';
import { head } from './gallery.head';
import { loader, type GalleryData } from './gallery.loader';

export { head, loader };
export const Component = GalleryPage;
export const ErrorBoundary = GalleryErrorBoundary;
export const messages = accountMessages;
export const errorHead = galleryErrorHead;

const _contract: RouteModule<GalleryData> = {
  loader,
  Component,
  ErrorBoundary,
  messages,
  head,
  errorHead,
};
void _contract;
