import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import {
  Alert,
  isApiError,
  Link,
  paths,
  usePortal,
  type ErrorHeadArgs,
  type HeadData,
  type IllustrationName,
} from '@portal/shared-kernel';
import { GalleryNotice } from './GalleryNotice';

/** The status of what the loader threw, and the API's message when it gave one. */
function failureOf(error: unknown): { status: number; message?: string } {
  if (isApiError(error)) return { status: error.statusCode, message: error.message };
  if (!isRouteErrorResponse(error)) return { status: 500 };
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? { status: error.status, message } : { status: error.status };
}

/** Heading, description and illustration of the gallery error page for a status (spec §8). */
export function galleryErrorTexts(
  status: number,
  t: TFunction,
): { title: string; description: string; illustration?: IllustrationName } {
  if (status === 404) {
    return {
      title: t('account:gallery.notFoundTitle'),
      description: t('account:gallery.notFound'),
      illustration: 'pageNotFound',
    };
  }
  if (status === 401 || status === 403) {
    return {
      title: t('account:gallery.unauthorisedTitle'),
      description: t('account:gallery.unauthorised'),
      illustration: 'galleryUnauthorised',
    };
  }
  return { title: t('account:gallery.errorTitle'), description: t('account:gallery.error') };
}

/** The route module's `errorHead`: the page's title says what its heading says. */
export function galleryErrorHead({ error, t }: ErrorHeadArgs): HeadData {
  return { title: galleryErrorTexts(failureOf(error).status, t).title, noindex: true };
}

/**
 * The gallery page's errors: an unknown gallery is "gallery not found" (galleryNotFound), one the
 * API keeps from the visitor is galleryUnauthorised, with their illustrations; each with the
 * alert labelled "Error:" that carries the API's message.
 */
export function GalleryErrorBoundary() {
  const { t } = useTranslation('account');
  const { locale } = usePortal();
  const { status, message } = failureOf(useRouteError());
  return (
    <GalleryNotice status={status} {...galleryErrorTexts(status, t)}>
      {message ? (
        <Alert variant="error" label={t('common:errors.label')}>
          {/* The APIs' messages are English, whatever the page's language (WCAG 3.1.2). */}
          <span lang="en">{message}</span>
        </Alert>
      ) : null}
      <p>
        <Link to={paths.search(locale)}>{t('account.searchLink')}</Link>
      </p>
    </GalleryNotice>
  );
}
