import loadable from '@loadable/component';
import { useState } from 'react';
import FolderPlusIcon from 'lucide-react/icons/folder-plus';
import { Button, Icon } from '@portal/shared-kernel';
import { useItemT } from './item-texts';

/**
 * The dialog and its gallery form are a chunk of their own, fetched when a signed-in user points
 * at or focuses the button: never in the item page's first load, which anonymous visitors make.
 */
const AddToGalleryDialog = loadable(
  () => import(/* webpackChunkName: "item-add-to-gallery" */ './AddToGalleryDialog'),
  { ssr: false, resolveComponent: (module) => module.AddToGalleryDialog },
);

/** Opens the add-to-gallery dialog (spec §4), for a signed-in user. */
export function AddToGalleryButton({ itemId }: { itemId: string }) {
  const t = useItemT();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog keeps its state between openings.
  const [opened, setOpened] = useState(false);
  const preload = () => void AddToGalleryDialog.preload();
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-action="add-to-gallery"
      >
        <Icon icon={FolderPlusIcon} size={18} />
        {t('actions.addToGallery')}
      </Button>
      {opened ? (
        <AddToGalleryDialog itemId={itemId} open={open} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
