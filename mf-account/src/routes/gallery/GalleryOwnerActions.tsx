import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  isApiError,
  Modal,
  paths,
  usePortal,
  type SetVisibility,
  type UserSet,
  galleryPath,
} from '@portal/shared-kernel';
import {
  GalleryForm,
  type GalleryFormValues,
} from '@portal/shared-kernel/src/components/GalleryForm';
import { editedGalleryBody } from '../../domain/gallery';
import type { GalleryView } from './gallery.loader';
import { ActionBar } from '../../components/ActionBar';

/**
 * What the creator of a gallery does with it: read who sees it, edit its title, description and
 * privacy, and delete it (after a confirmation). A failed save keeps the dialog and what was
 * typed; a failed delete says so in the dialog.
 */
export function GalleryOwnerActions({ gallery }: { gallery: GalleryView }) {
  const { t } = useTranslation('account');
  const { api, stores, locale } = usePortal();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [deletion, setDeletion] = useState<'idle' | 'pending' | 'failed'>('idle');
  // The visibility the user has been told of: the page's, or the one a warning named since.
  const [seenVisibility, setSeenVisibility] = useState<SetVisibility | null>(null);
  const close = () => setDialog(null);

  /**
   * Spec §4: a warning when the visibility changed elsewhere (an editor published the gallery,
   * another tab made it private) since the page was read; saving again then saves.
   */
  const checkVisibility = async () => {
    let current: UserSet;
    try {
      current = await api.set.get(gallery.id);
    } catch {
      throw new Error(t('common:gallery.saveFailed'));
    }
    const seen = seenVisibility ?? gallery.visibility;
    if (current.visibility && current.visibility !== seen) {
      setSeenVisibility(current.visibility);
      throw new Error(
        t('gallery.visibilityChanged', {
          visibility: t(`gallery.visibilityLabel.${current.visibility}`),
        }),
      );
    }
  };

  const save = async (values: GalleryFormValues) => {
    await checkVisibility();
    const body = editedGalleryBody(
      { title: gallery.titles, description: gallery.descriptions },
      values,
      locale,
    );
    let saved: UserSet;
    try {
      saved = await api.set.update(gallery.id, body);
    } catch (error) {
      // The form shows this message and keeps what was typed.
      throw new Error(
        isApiError(error) && error.statusCode === 423
          ? t('gallery.locked')
          : t('common:gallery.saveFailed'),
      );
    }
    close();
    stores.toasts.show(t('gallery.saved'), 'success');
    // Read again, at the address of the new title when it has one.
    const path = galleryPath(locale, {
      id: saved.id ?? gallery.id,
      title: saved.title ?? body.title,
    });
    navigate(`${path}${search}`, { replace: true });
  };

  const remove = () => {
    if (deletion === 'pending') return;
    setDeletion('pending');
    api.set.delete(gallery.id).then(
      () => {
        stores.toasts.show(t('gallery.deleted'), 'success');
        navigate(paths.account(locale));
      },
      () => setDeletion('failed'),
    );
  };

  return (
    <ActionBar>
      <p>{t(`gallery.visibility.${gallery.visibility}`)}</p>
      <Button
        variant="secondary"
        onClick={() => {
          setSeenVisibility(null);
          setDialog('edit');
        }}
      >
        {t('gallery.edit')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          setDeletion('idle');
          setDialog('delete');
        }}
      >
        {t('gallery.delete')}
      </Button>
      <Modal open={dialog === 'edit'} title={t('gallery.editTitle')} onClose={close}>
        {gallery.visibility === 'published' ? <p>{t('gallery.publishedNote')}</p> : null}
        <GalleryForm
          initial={{
            title: gallery.title?.text ?? '',
            description: gallery.description?.text ?? '',
            private: gallery.visibility === 'private',
          }}
          submitLabel={t('gallery.save')}
          onSubmit={save}
          onCancel={close}
        />
      </Modal>
      <Modal
        open={dialog === 'delete'}
        title={t('gallery.deleteTitle')}
        onClose={close}
        footer={
          <>
            <Button onClick={remove} aria-disabled={deletion === 'pending' || undefined}>
              {t('gallery.deleteConfirm')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('common:gallery.cancel')}
            </Button>
          </>
        }
      >
        <p>{t('gallery.deleteWarning')}</p>
        {deletion === 'failed' ? <Alert variant="error">{t('gallery.deleteFailed')}</Alert> : null}
      </Modal>
    </ActionBar>
  );
}
