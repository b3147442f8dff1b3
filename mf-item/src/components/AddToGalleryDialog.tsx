import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Modal,
  space,
  usePortal,
  type UserSet,
  setText,
} from '@portal/shared-kernel';
import {
  GalleryForm,
  galleryBody,
  type GalleryFormValues,
} from '@portal/shared-kernel/src/components/GalleryForm';
import { GalleryToggleList } from './GalleryToggleList';
import { useItemT } from './item-texts';
import { useUserGalleries, type GalleryChoice } from './use-user-galleries';

const Stack = styled.div`
  display: grid;
  gap: ${space[5]}px;
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

/** Add the item to the user's galleries or take it out of them, or make a new gallery for it. */
export function AddToGalleryDialog({
  itemId,
  open,
  onClose,
}: {
  itemId: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useItemT();
  return (
    <Modal open={open} title={t('actions.addToGallery')} onClose={onClose}>
      {/* Mounted only while open, so every opening reads the galleries afresh. */}
      <GalleryChooser itemId={itemId} />
    </Modal>
  );
}

const GalleryChooser = observer(function GalleryChooser({ itemId }: { itemId: string }) {
  const t = useItemT();
  const { stores, locale } = usePortal();
  const { state, reload, toggle, create } = useUserGalleries(stores.auth.user?.sub, itemId);
  const [failure, setFailure] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  // A new GalleryForm, empty, after each gallery made: the old one's texts are used up.
  const [formKey, setFormKey] = useState(0);
  const [focusGallery, setFocusGallery] = useState<string | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);

  // A new gallery's form goes away with the focus in it: the focus goes to the new gallery's box,
  // where the user sees what came of it, not to the top of the dialog.
  useEffect(() => {
    if (!focusGallery) return;
    region.current?.querySelector<HTMLElement>(`[data-gallery="${focusGallery}"]`)?.focus();
    setFocusGallery(null);
  }, [focusGallery]);

  const titleOf = (set: UserSet) => setText(set.title, locale)?.text ?? t('gallery.untitled');

  const onToggle = (gallery: GalleryChoice) => {
    setFailure(null);
    toggle(gallery).catch(() =>
      setFailure(
        t(gallery.holds ? 'gallery.removeFailed' : 'gallery.addFailed', {
          title: titleOf(gallery.set),
        }),
      ),
    );
  };

  const onCreate = async (values: GalleryFormValues) => {
    setFailure(null);
    const result = await create(galleryBody(values, locale)).catch(() => {
      // GalleryForm shows this and keeps what was typed; the API's own words are not for users.
      throw new Error(t('gallery.createFailed'));
    });
    const title = titleOf(result.gallery.set);
    if (result.added) stores.toasts.show(t('gallery.added', { title }), 'success');
    else setFailure(t('gallery.createdNotAdded', { title }));
    setFormKey((key) => key + 1);
    setFormOpen(false);
    setFocusGallery(result.gallery.id);
  };

  const retry = () => {
    // The button goes; the region, which says what happens next, takes the focus.
    region.current?.focus();
    reload();
  };

  const empty = state.status === 'done' && state.galleries.length === 0;
  return (
    <Stack
      ref={region}
      tabIndex={-1}
      aria-busy={state.status === 'loading'}
      data-testid="add-to-gallery"
      data-status={state.status}
    >
      {state.status === 'loading' ? <p role="status">{t('gallery.loading')}</p> : null}
      {state.status === 'failed' ? (
        <>
          <Alert variant="error">{t('gallery.loadFailed')}</Alert>
          <div>
            <Button variant="secondary" onClick={retry}>
              {t('gallery.retry')}
            </Button>
          </div>
        </>
      ) : null}
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {state.status === 'done' && !empty ? (
        <GalleryToggleList
          galleries={state.galleries}
          label={t('gallery.yourGalleries')}
          onToggle={onToggle}
        />
      ) : null}
      {empty ? (
        // No galleries to choose from: making one is the only way on, so the form is there.
        <Stack>
          <p>{t('gallery.none')}</p>
          <h3>{t('gallery.newHeading')}</h3>
          <GalleryForm key={formKey} submitLabel={t('gallery.createAndAdd')} onSubmit={onCreate} />
        </Stack>
      ) : null}
      {state.status === 'done' && !empty ? (
        <Stack>
          <div>
            <Button
              ref={newButton}
              variant="secondary"
              aria-expanded={formOpen}
              onClick={() => setFormOpen(!formOpen)}
            >
              {t('gallery.newHeading')}
            </Button>
          </div>
          {formOpen ? (
            <GalleryForm
              key={formKey}
              submitLabel={t('gallery.createAndAdd')}
              onSubmit={onCreate}
              onCancel={() => {
                setFormOpen(false);
                // The cancel button goes with the form.
                newButton.current?.focus();
              }}
            />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
});
