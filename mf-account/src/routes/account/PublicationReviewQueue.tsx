import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, formatLongDate, usePortal, type RequestedGallery } from '@portal/shared-kernel';
import { GalleryCards } from '../../components/GalleryCards';

/** An editor reviews a screenful at a time; publishing one takes it off the list. */
const QUEUE_PAGE_SIZE = 24;

type QueueState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; total: number; galleries: RequestedGallery[] };

/**
 * Editors' part of the account page (spec §4): the galleries submitted for publication, the
 * oldest request first, each leading to its page, where the editor publishes it or declines.
 */
export function PublicationReviewQueue() {
  const { t } = useTranslation('account');
  const { api, locale } = usePortal();
  const [state, setState] = useState<QueueState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    api.set.publicationRequests(1, QUEUE_PAGE_SIZE).then(
      ({ total, galleries }) => current && setState({ status: 'ready', total, galleries }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api]);

  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading">{t('account.review.heading')}</h2>
      {state.status === 'failed' ? (
        <Alert variant="error">{t('account.review.failed')}</Alert>
      ) : (
        <p role="status">
          {state.status === 'loading'
            ? t('account.review.loading')
            : t('account.review.count', { count: state.total })}
        </p>
      )}
      {state.status === 'ready' && state.galleries.length === 0 ? (
        <p>{t('account.review.empty')}</p>
      ) : null}
      {state.status === 'ready' && state.galleries.length > 0 ? (
        <GalleryCards
          galleries={state.galleries}
          footer={(gallery) => {
            const requested = (gallery as RequestedGallery).publicationRequest?.requested;
            return requested
              ? t('account.review.submittedOn', {
                  date: formatLongDate(new Date(requested), locale),
                })
              : undefined;
          }}
        />
      ) : null}
    </section>
  );
}
