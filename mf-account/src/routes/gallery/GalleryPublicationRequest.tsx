import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, formatLongDate, Modal, usePortal } from '@portal/shared-kernel';
import { meetsPublicationRules, PUBLICATION_MIN_ITEMS } from '../../domain/gallery';
import type { GalleryView } from './gallery.loader';
import { usePublicationRequest } from './use-publication-request';
import { ActionBar } from '../../components/ActionBar';

/**
 * The creator of a public gallery submits it for publication (spec §4): a dialog says how
 * editors review galleries, how long it takes and what they look for, then sends the request.
 * A submitted gallery says since when it waits, and the request can be withdrawn. A gallery
 * that does not meet the rules yet says what it needs.
 */
export function GalleryPublicationRequest({ gallery }: { gallery: GalleryView }) {
  const { t } = useTranslation('account');
  const { api, stores, locale } = usePortal();
  const { state, settle, end } = usePublicationRequest(gallery.id);
  const [dialog, setDialog] = useState(false);
  const [sending, setSending] = useState<'idle' | 'pending' | 'failed'>('idle');

  if (!meetsPublicationRules(gallery)) {
    return (
      <ActionBar>
        <p>{t('gallery.publishing.requirements', { count: PUBLICATION_MIN_ITEMS })}</p>
      </ActionBar>
    );
  }
  if (state.status === 'loading' || state.status === 'unknown') return null;

  const submit = () => {
    if (sending === 'pending') return;
    setSending('pending');
    api.set.requestPublication(gallery.id).then(
      (request) => {
        setSending('idle');
        setDialog(false);
        settle(request);
        stores.toasts.show(t('gallery.publication.submitted'), 'success');
      },
      () => setSending('failed'),
    );
  };
  const withdraw = () => {
    void end().then((result) => {
      if (result === 'ended') stores.toasts.show(t('gallery.publication.withdrawn'), 'success');
      if (result === 'failed') stores.toasts.show(t('gallery.publication.withdrawFailed'), 'error');
    });
  };

  if (state.status === 'requested') {
    const date = formatLongDate(new Date(state.request.requested), locale);
    return (
      <ActionBar>
        <p>{t('gallery.publication.pending', { date })}</p>
        <Button variant="secondary" onClick={withdraw}>
          {t('gallery.publication.withdraw')}
        </Button>
      </ActionBar>
    );
  }
  return (
    <ActionBar>
      <Button
        variant="secondary"
        onClick={() => {
          setSending('idle');
          setDialog(true);
        }}
      >
        {t('gallery.publication.submit')}
      </Button>
      <Modal
        open={dialog}
        title={t('gallery.publication.dialogTitle')}
        onClose={() => setDialog(false)}
        footer={
          <>
            <Button onClick={submit} aria-disabled={sending === 'pending' || undefined}>
              {t('gallery.publication.submit')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog(false)}>
              {t('gallery.publication.cancel')}
            </Button>
          </>
        }
      >
        <p>{t('gallery.publication.process')}</p>
        <p>{t('gallery.publication.time')}</p>
        <p>{t('gallery.publication.criteria', { count: PUBLICATION_MIN_ITEMS })}</p>
        {sending === 'failed' ? (
          <Alert variant="error">{t('gallery.publication.submitFailed')}</Alert>
        ) : null}
      </Modal>
    </ActionBar>
  );
}
