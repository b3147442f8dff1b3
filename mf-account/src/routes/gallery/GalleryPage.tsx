import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import {
  Button,
  colours,
  Link,
  Pagination,
  paths,
  space,
  usePortal,
  type SearchItem,
} from '@portal/shared-kernel';
import { ItemCards } from '../../components/ItemCards';
import { PageFrame } from '../../components/PageFrame';
import { PageHeader } from '../../components/PageHeader';
import { isCreator, isGalleryPublisher } from '../../domain/gallery';
import { GalleryNotice } from './GalleryNotice';
import { GalleryOwnerActions } from './GalleryOwnerActions';
import { GalleryPublicationRequest } from './GalleryPublicationRequest';
import { GalleryPublishing } from './GalleryPublishing';
import type { GalleryData, GalleryView } from './gallery.loader';

export const GALLERY_ITEMS_ID = 'gallery-items';

const Byline = styled.p`
  color: ${colours.textSecondary};
`;

/** The creator's line breaks are theirs. */
const Description = styled.p`
  white-space: pre-line;
  max-width: 48rem;
`;

const Grid = styled.div`
  margin-bottom: ${space[6]}px;
`;

/**
 * A gallery (`/{lang}/galleries/{id}-{slug}`, spec §2.2, §3): its title, description, creator
 * and items, a page of 24 at a time. Its creator also edits and deletes it and removes items. A
 * private gallery reaches the browser as "restricted" (the server has no token) and is asked
 * for again once the sign-in check has ended.
 */
export function GalleryPage() {
  const data = useLoaderData() as GalleryData;
  return data.status === 'ready' ? (
    <GalleryContent gallery={data.gallery} page={data.page} totalPages={data.totalPages} />
  ) : (
    <RestrictedGallery forbidden={data.forbidden} />
  );
}

const GalleryContent = observer(function GalleryContent({
  gallery,
  page,
  totalPages,
}: {
  gallery: GalleryView;
  page: number;
  totalPages: number;
}) {
  const { t } = useTranslation('account');
  const { api, stores } = usePortal();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<string[]>([]);
  const owner = isCreator(gallery.creatorId, stores.auth.user?.sub);
  // A private gallery is its creator's alone: it is made public before anyone publishes it.
  const publisher =
    gallery.visibility !== 'private' && isGalleryPublisher(stores.auth.rolesFor('usersets'));
  const title = gallery.title?.text ?? t('gallery.untitled');

  const remove = (item: SearchItem) => {
    if (removing.includes(item.id)) return;
    setRemoving((ids) => [...ids, item.id]);
    api.set
      .deleteItems(gallery.id, [item.id])
      .then(() => {
        stores.toasts.show(t('gallery.removed'), 'success');
        // The card and its button go: focus stays in the list's part of the page.
        itemsHeading.current?.focus();
        revalidator.revalidate();
      })
      .catch(() => stores.toasts.show(t('gallery.removeFailed'), 'error'))
      .finally(() => setRemoving((ids) => ids.filter((id) => id !== item.id)));
  };

  return (
    <PageFrame>
      <PageHeader>
        <h1 lang={gallery.title?.lang}>{title}</h1>
        {gallery.creatorName || gallery.publishedOn ? (
          <Byline>
            {[
              gallery.creatorName ? t('gallery.curatedBy', { name: gallery.creatorName }) : null,
              gallery.publishedOn ? t('gallery.publishedOn', { date: gallery.publishedOn }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Byline>
        ) : null}
        {gallery.description ? (
          <Description lang={gallery.description.lang}>{gallery.description.text}</Description>
        ) : null}
        {owner ? <GalleryOwnerActions gallery={gallery} /> : null}
        {owner && gallery.visibility === 'public' ? (
          <GalleryPublicationRequest gallery={gallery} />
        ) : null}
        {publisher ? <GalleryPublishing gallery={gallery} /> : null}
      </PageHeader>
      <section aria-labelledby="gallery-items-heading">
        <h2 id="gallery-items-heading" ref={itemsHeading} tabIndex={-1}>
          {t('gallery.itemsHeading')}
        </h2>
        <p role="status">{t('gallery.itemCount', { count: gallery.total })}</p>
        {gallery.items.length ? (
          <Grid>
            <ItemCards
              id={GALLERY_ITEMS_ID}
              items={gallery.items}
              action={
                owner
                  ? (item, name) => (
                      <Button
                        variant="secondary"
                        onClick={() => remove(item)}
                        aria-label={t('gallery.removeItemLabel', { title: name })}
                        aria-disabled={removing.includes(item.id) || undefined}
                        data-action="remove-item"
                      >
                        {t('gallery.removeItem')}
                      </Button>
                    )
                  : undefined
              }
            />
          </Grid>
        ) : (
          <p>{owner ? t('gallery.emptyOwner') : t('gallery.empty')}</p>
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          to={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)}
          ariaControls={gallery.items.length ? GALLERY_ITEMS_ID : undefined}
        />
      </section>
    </PageFrame>
  );
});

/**
 * A gallery the server could not read. Once the sign-in check has ended, a signed-in visitor's
 * browser runs the loader again, now with the user's token: the creator then sees the gallery.
 * Anyone else sees that it is private (galleryUnauthorised); an anonymous visitor also gets a
 * way to log in and come back.
 */
const RestrictedGallery = observer(function RestrictedGallery({
  forbidden,
}: {
  forbidden: boolean;
}) {
  const { t } = useTranslation('account');
  const { stores, locale } = usePortal();
  const { auth } = stores;
  const location = useLocation();
  const revalidator = useRevalidator();
  // One try per user and visit of the page: a second "no" is the answer.
  const attempt = auth.user ? `${auth.user.sub} ${location.key}` : null;
  const [tried, setTried] = useState<string | null>(null);
  const mayAsk = !forbidden && !auth.checking && attempt !== null;
  const asking = mayAsk && (tried !== attempt || revalidator.state !== 'idle');

  useEffect(() => {
    if (!mayAsk || tried === attempt) return;
    setTried(attempt);
    revalidator.revalidate();
  }, [mayAsk, tried, attempt, revalidator]);

  if (auth.checking || asking) {
    return (
      <PageFrame>
        <p role="status">{auth.checking ? t('account.checking') : t('gallery.loading')}</p>
      </PageFrame>
    );
  }
  const here = `${location.pathname}${location.search}`;
  return (
    <GalleryNotice
      status={auth.loggedIn ? 403 : 401}
      illustration="galleryUnauthorised"
      title={t('gallery.unauthorisedTitle')}
      description={auth.loggedIn ? t('gallery.unauthorised') : t('gallery.unauthorisedSignedOut')}
    >
      {auth.loggedIn ? null : (
        <p>
          <Link to={paths.login(locale, here)}>{t('gallery.logInToView')}</Link>
        </p>
      )}
    </GalleryNotice>
  );
});
