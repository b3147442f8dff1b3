import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  formatLongDate,
  usePortal,
  type RequestedGallery,
} from '@portal/shared-kernel';
import { GalleryCards } from '../../components/GalleryCards';

/** An editor reviews a screenful at a time, and asks for more; publishing one takes it off the list. */
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
  const [pages, setPages] = useState(1);

  useEffect(() => {
    let current = true;
    api.set.publicationRequests(pages, QUEUE_PAGE_SIZE).then(
      ({ total, galleries }) =>
        current &&
        setState((before) => ({
          status: 'ready',
          total,
          // A further page adds to those shown; the first one starts the list.
          galleries: [
            ...(pages > 1 && before.status === 'ready' ? before.galleries : []),
            ...galleries,
          ],
        })),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, pages]);

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
            const requested = gallery.publicationRequest?.requested;
            return requested
              ? t('account.review.submittedOn', {
                  date: formatLongDate(new Date(requested), locale),
                })
              : undefined;
          }}
        />
      ) : null}
      {state.status === 'ready' && state.galleries.length < state.total ? (
        <p>
          <Button variant="secondary" onClick={() => setPages((n) => n + 1)}>
            {t('account.review.more')}
          </Button>
        </p>
      ) : null}
    </section>
  );
}
