import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import {
  Card,
  CardGrid,
  CardSkeleton,
  space,
  summaryCardContent,
  summaryCardFooter,
  usePortal,
  type SearchResultSummary,
} from '@portal/shared-kernel';
import { TypeIcon } from '@portal/shared-kernel/src/components/TypeIcon';
import { useItemT } from './item-texts';
import type { ItemView } from '../item/item-view';
import { fetchRelatedItems } from '../item/related-items';
import { ITEM_RECOMMENDATIONS } from '@portal/shared-kernel';

const Section = styled.section`
  min-height: 1px;
  margin: ${space[7]}px 0;
`;

type State =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'done'; items: SearchResultSummary[] };

/**
 * Similar items, fetched in the browser once the section comes near the viewport: they are not
 * part of the item's metadata, and the server answers faster without them. Below the fold, so
 * their arrival shifts nothing the visitor sees.
 */
export const RelatedItems = observer(function RelatedItems({ view }: { view: ItemView }) {
  const t = useItemT();
  const { api, stores, locale } = usePortal();
  const section = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const { loggedIn } = stores.auth;

  useEffect(() => {
    const element = section.current;
    if (!element) return;
    let cancelled = false;
    const load = () => {
      setState({ status: 'loading' });
      // The token as it is when the section loads: a refresh every few minutes changes the token,
      // not the items, so it does not load them again (signing in or out does).
      const { accessToken } = stores.auth;
      fetchRelatedItems(api, view, { loggedIn, accessToken }, locale)
        .then((items) => !cancelled && setState({ status: 'done', items }))
        .catch(() => !cancelled && setState({ status: 'failed' }));
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [api, view, loggedIn, stores, locale]);

  const empty = state.status === 'failed' || (state.status === 'done' && state.items.length === 0);
  return (
    <Section
      ref={section}
      aria-labelledby={state.status === 'idle' || empty ? undefined : 'item-related-items'}
      aria-busy={state.status === 'loading'}
      data-testid="item-related-items"
      data-status={state.status}
    >
      {/* No heading over nothing: a search that finds no similar items leaves the section empty. */}
      {state.status === 'loading' || (state.status === 'done' && !empty) ? (
        <h2 id="item-related-items">{t('related.itemsHeading')}</h2>
      ) : null}
      {state.status === 'loading' ? (
        <CardGrid aria-label={t('related.loading')}>
          {Array.from({ length: ITEM_RECOMMENDATIONS }, (_, index) => (
            <li key={index}>
              <CardSkeleton />
            </li>
          ))}
        </CardGrid>
      ) : null}
      {state.status === 'done' && state.items.length ? (
        <CardGrid>
          {state.items.map((item) => {
            const { to, title, texts, image } = summaryCardContent(
              item,
              locale,
              api.thumbnail,
              'large',
            );
            return (
              <li key={item.id}>
                <Card
                  to={to}
                  title={title?.text ?? t('title.untitled')}
                  titleLang={title?.lang}
                  texts={texts}
                  image={image && { ...image, lazy: true }}
                  placeholder={<TypeIcon type={item.type} size={40} />}
                  footer={summaryCardFooter(
                    item,
                    item.type ? t(`types.${item.type}`) : undefined,
                    t,
                  )}
                />
              </li>
            );
          })}
        </CardGrid>
      ) : null}
    </Section>
  );
});
