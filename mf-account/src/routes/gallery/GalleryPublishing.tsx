import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import { Button, formatLongDate, usePortal } from '@portal/shared-kernel';
import { meetsPublicationRules, PUBLICATION_MIN_ITEMS } from '../../domain/gallery';
import type { GalleryView } from './gallery.loader';
import { usePublicationRequest } from './use-publication-request';
import { ActionBar } from '../../components/ActionBar';

/**
 * What an editor or publisher (usersets role) does with someone's public gallery (spec §4):
 * publish it once it has a title, a description and 15 items, or unpublish it. Each is its own
 * Set API call; the page is read again after it. When its creator submitted it for publication,
 * the editor sees since when, and may decline the request instead.
 */
export function GalleryPublishing({ gallery }: { gallery: GalleryView }) {
  const { t } = useTranslation('account');
  const { api, stores, locale } = usePortal();
  const revalidator = useRevalidator();
  const {
    state: request,
    settle: settleRequest,
    end: endRequest,
  } = usePublicationRequest(gallery.id);
  const [pending, setPending] = useState(false);
  const published = gallery.visibility === 'published';
  const ready = published || meetsPublicationRules(gallery);

  const change = () => {
    if (pending) return;
    setPending(true);
    (published ? api.set.unpublish(gallery.id) : api.set.publish(gallery.id))
      .then(() => {
        // Publishing ends a request; an unpublished gallery has none.
        settleRequest(null);
        stores.toasts.show(
          t(published ? 'gallery.publishing.unpublished' : 'gallery.publishing.published'),
          'success',
        );
        revalidator.revalidate();
      })
      .catch(() =>
        stores.toasts.show(
          t(published ? 'gallery.publishing.unpublishFailed' : 'gallery.publishing.publishFailed'),
          'error',
        ),
      )
      .finally(() => setPending(false));
  };

  const decline = () => {
    void endRequest().then((result) => {
      if (result === 'ended') stores.toasts.show(t('gallery.publishing.declined'), 'success');
      if (result === 'failed') stores.toasts.show(t('gallery.publishing.declineFailed'), 'error');
    });
  };
  const requested = request.status === 'requested' ? request.request : undefined;

  return (
    <ActionBar data-testid="gallery-publishing">
      {requested && !published ? (
        <p>
          {t('gallery.publishing.requested', {
            date: formatLongDate(new Date(requested.requested), locale),
          })}
        </p>
      ) : null}
      <p>
        {ready
          ? t(published ? 'gallery.publishing.isPublished' : 'gallery.publishing.canPublish')
          : t('gallery.publishing.requirements', { count: PUBLICATION_MIN_ITEMS })}
      </p>
      {ready ? (
        <Button variant="secondary" onClick={change} aria-disabled={pending || undefined}>
          {t(published ? 'gallery.publishing.unpublish' : 'gallery.publishing.publish')}
        </Button>
      ) : null}
      {requested && !published ? (
        <Button variant="secondary" onClick={decline}>
          {t('gallery.publishing.decline')}
        </Button>
      ) : null}
    </ActionBar>
  );
}
