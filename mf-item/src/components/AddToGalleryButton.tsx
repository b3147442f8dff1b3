import { useState } from 'react';
import FolderPlusIcon from 'lucide-react/icons/folder-plus';
import { Button, Icon } from '@portal/shared-kernel';
import { AddToGalleryDialog } from './AddToGalleryDialog';
import { useItemT } from './item-texts';

/** Opens the add-to-gallery dialog (spec §4), for a signed-in user. */
export function AddToGalleryButton({ itemId }: { itemId: string }) {
  const t = useItemT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-action="add-to-gallery"
      >
        <Icon icon={FolderPlusIcon} size={18} />
        {t('actions.addToGallery')}
      </Button>
      <AddToGalleryDialog itemId={itemId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
