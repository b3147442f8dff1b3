import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import HeartIcon from 'lucide-react/icons/heart';
import { Button, Icon, LIKE_LIMIT, LikeLimitError, usePortal } from '@portal/shared-kernel';
import { useItemT } from './item-texts';

/** A filled heart says "liked" to sighted users; `aria-pressed` says it to everyone else. */
const Heart = styled(Icon)`
  [aria-pressed='true'] > & {
    fill: currentColor;
  }
`;

/**
 * Like or unlike the item (spec §4 "Liking"), for a signed-in user. A toggle button: its name
 * stays "Like" and `aria-pressed` says whether the item is liked, as screen readers expect of a
 * toggle. It waits until the likes are read, so it never shows a wrong state.
 */
export const LikeButton = observer(function LikeButton({ itemId }: { itemId: string }) {
  const t = useItemT();
  const { stores } = usePortal();
  const { likes, toasts } = stores;
  const liked = likes.isLiked(itemId);
  const busy = !likes.loaded || likes.isPending(itemId);

  const toggle = () => {
    if (busy) return;
    (liked ? likes.unlike(itemId) : likes.like(itemId)).catch((error: unknown) => {
      toasts.show(
        error instanceof LikeLimitError
          ? t('actions.likeLimit', { limit: LIKE_LIMIT })
          : t('actions.likeFailed'),
        'error',
      );
    });
  };

  return (
    <Button
      variant="secondary"
      onClick={toggle}
      aria-pressed={liked}
      aria-disabled={busy || undefined}
      data-action="like"
    >
      <Heart icon={HeartIcon} size={18} />
      {t('actions.like')}
    </Button>
  );
});
