import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LIKE_LIMIT, Link, paths, usePortal } from '@portal/shared-kernel';
import { ItemCards } from '../../components/ItemCards';
import { PageFrame } from '../../components/PageFrame';
import { isGalleryPublisher } from '../../domain/gallery';
import { AccountGalleries } from './AccountGalleries';
import { PublicationReviewQueue } from './PublicationReviewQueue';

/**
 * The account page (`/{lang}/account`, spec §2.2): the items the user likes and their galleries;
 * for editors, the galleries submitted for publication.
 * Spec §4 route guard: a visitor who is not signed in goes to the login page, which brings them
 * back here.
 * The server cannot know who is signed in (the token lives in the browser), so it sends the
 * page in its "checking" state and the browser fills it in.
 */
export const AccountPage = observer(function AccountPage() {
  const { t } = useTranslation('account');
  const { stores, locale } = usePortal();
  const { auth, likes } = stores;
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const anonymous = hydrated && !auth.checking && !auth.loggedIn;
  useEffect(() => {
    if (anonymous) navigate(paths.login(locale, paths.account(locale)), { replace: true });
  }, [anonymous, navigate, locale]);

  const user = auth.user;
  return (
    <PageFrame>
      <h1>{t('account.heading')}</h1>
      {user ? (
        <>
          <p>{t('account.signedInAs', { name: user.name ?? user.preferred_username ?? '' })}</p>
          <section aria-labelledby="likes-heading">
            <h2 id="likes-heading">{t('account.likesHeading')}</h2>
            {likes.loaded ? (
              <>
                <p role="status">
                  {t('account.likesCount', { count: likes.likedItems.length, limit: LIKE_LIMIT })}
                </p>
                {likes.likedItems.length ? (
                  <ItemCards items={likes.likedItems} />
                ) : (
                  <p>
                    {t('account.noLikes')}{' '}
                    <Link to={paths.search(locale)}>{t('account.searchLink')}</Link>
                  </p>
                )}
              </>
            ) : (
              <p role="status">{t('account.loadingLikes')}</p>
            )}
          </section>
          <AccountGalleries userId={user.sub} />
          {isGalleryPublisher(auth.rolesFor('usersets')) ? <PublicationReviewQueue /> : null}
        </>
      ) : (
        <>
          <p role="status">{t('account.checking')}</p>
          <noscript>
            <p>{t('account.needsJavaScript')}</p>
          </noscript>
        </>
      )}
    </PageFrame>
  );
});
