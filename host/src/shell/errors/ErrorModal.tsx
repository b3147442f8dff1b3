import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Modal, useStores } from '@portal/shared-kernel';

/**
 * The error modal (spec §4, §5): shows an error a part of the portal reported, when it is not a
 * fetch error (those go to the page) and carries a title.
 */
export const ErrorModal = observer(function ErrorModal() {
  const { t } = useTranslation('common');
  const { errors } = useStores();
  const error = errors.modalError;
  return (
    <Modal
      open={error !== null}
      title={error?.title ?? ''}
      onClose={() => errors.clear()}
      footer={<Button onClick={() => errors.clear()}>{t('actions.close')}</Button>}
    >
      {error?.description ? <p>{error.description}</p> : null}
    </Modal>
  );
});
