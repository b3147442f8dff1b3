import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  formatNumber,
  Modal,
  space,
  Tabs,
  usePortal,
  type UserSet,
  galleryPath,
} from '@portal/shared-kernel';
import {
  GalleryForm,
  galleryBody,
  type GalleryFormValues,
} from '@portal/shared-kernel/src/components/GalleryForm';
import { GalleryCards } from '../../components/GalleryCards';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]}px;
`;

type GalleriesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; galleries: UserSet[] };

/**
 * The user's galleries on the account page, newest change first, each leading to its page; and
 * a new gallery, made here and then shown on its page. Read in the browser only: private
 * galleries need the user's token.
 */
export function AccountGalleries({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const { api, locale } = usePortal();
  const navigate = useNavigate();
  const [state, setState] = useState<GalleriesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    api.set.galleriesOf(userId).then(
      (galleries) => current && setState({ status: 'ready', galleries }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, userId, attempt]);

  const create = async (values: GalleryFormValues) => {
    const body = galleryBody(values, locale);
    let created: UserSet;
    try {
      created = await api.set.create(body);
    } catch {
      // The form shows this message and keeps what was typed.
      throw new Error(t('common:gallery.saveFailed'));
    }
    setCreating(false);
    navigate(galleryPath(locale, { id: created.id, title: created.title ?? body.title }));
  };

  return (
    <section aria-labelledby="galleries-heading">
      <Head>
        <h2 id="galleries-heading">{t('account.galleries.heading')}</h2>
        <Button onClick={() => setCreating(true)}>{t('account.galleries.create')}</Button>
      </Head>
      {state.status === 'failed' ? (
        <>
          <Alert variant="error">{t('account.galleries.failed')}</Alert>
          <p>
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('account.galleries.retry')}
            </Button>
          </p>
        </>
      ) : (
        <p role="status">
          {state.status === 'loading'
            ? t('account.galleries.loading')
            : t('account.galleries.count', { count: state.galleries.length })}
        </p>
      )}
      {state.status === 'ready' && state.galleries.length === 0 ? (
        <p>{t('account.galleries.empty')}</p>
      ) : null}
      {state.status === 'ready' && state.galleries.length > 0 ? (
        <GalleriesByVisibility galleries={state.galleries} />
      ) : null}
      <Modal
        open={creating}
        title={t('account.galleries.create')}
        onClose={() => setCreating(false)}
      >
        <GalleryForm
          submitLabel={t('account.galleries.createSubmit')}
          onSubmit={create}
          onCancel={() => setCreating(false)}
        />
      </Modal>
    </section>
  );
}

const VISIBILITIES = ['public', 'private', 'published'] as const;

/**
 * Spec §2.2: the account's galleries all together, or only the public, private or published
 * ones, in tabs that say how many each holds.
 */
function GalleriesByVisibility({ galleries }: { galleries: UserSet[] }) {
  const { t } = useTranslation('account');
  const { locale } = usePortal();
  const visibilityOf = (gallery: UserSet) => gallery.visibility ?? 'private';
  const cards = (shown: UserSet[]) =>
    shown.length ? (
      <GalleryCards
        galleries={shown}
        footer={(gallery) => t(`gallery.visibilityLabel.${visibilityOf(gallery)}`)}
      />
    ) : (
      <p>{t('account.galleries.noneHere')}</p>
    );
  const tab = (id: string, name: string, shown: UserSet[]) => ({
    id,
    label: `${name} (${formatNumber(shown.length, locale)})`,
    content: cards(shown),
  });
  return (
    <Tabs
      label={t('account.galleries.show')}
      tabs={[
        tab('all', t('account.galleries.all'), galleries),
        ...VISIBILITIES.map((visibility) =>
          tab(
            visibility,
            t(`gallery.visibilityLabel.${visibility}`),
            galleries.filter((gallery) => visibilityOf(gallery) === visibility),
          ),
        ),
      ]}
    />
  );
}
