import type { TFunction } from 'i18next';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { Alert, Illustration, isApiError, paths, space, usePortal } from '@portal/shared-kernel';

const Wrapper = styled.section`
  max-width: 48rem;
  margin: ${space[7]}px auto;
  padding: 0 ${space[4]}px;
  text-align: center;
  display: grid;
  gap: ${space[4]}px;
  justify-items: center;
  h1,
  p {
    margin: 0;
  }
`;

interface ItemError {
  status: number;
  message?: string;
}

function itemError(error: unknown): ItemError {
  if (isRouteErrorResponse(error)) {
    const data = (error.data ?? {}) as { message?: unknown };
    return {
      status: error.status,
      message: typeof data.message === 'string' ? data.message : undefined,
    };
  }
  if (isApiError(error)) return { status: error.statusCode, message: error.message };
  return { status: 500 };
}

/** Heading and description of the item error page for a status (the heading is its title too). */
export function itemErrorTexts(status: number, t: TFunction): [title: string, description: string] {
  if (status === 404) return [t('item:errors.itemNotFoundTitle'), t('item:errors.itemNotFound')];
  if (status === 410) return [t('item:errors.itemGoneTitle'), t('item:errors.itemGone')];
  return [t('item:errors.genericTitle'), t('item:errors.generic')];
}

/** The route module's `errorHead`: the page's title says what its heading says. */
export function itemErrorHead({ error, t }: { error: unknown; t: TFunction }) {
  return { title: itemErrorTexts(itemError(error).status, t)[0] };
}

/**
 * The item page's errors (spec §2.5, §8): an unknown item is "item not found" with its
 * illustration, a deleted one is gone; anything else is a plain error. Each with the alert
 * labelled "Error:" that carries the message.
 */
export function ItemErrorBoundary() {
  const { t } = useTranslation('item');
  const { locale } = usePortal();
  const { status, message } = itemError(useRouteError());
  const [title, description] = itemErrorTexts(status, t);
  return (
    <Wrapper data-error-status={status} data-testid="item-error">
      {status === 404 ? <Illustration name="itemNotFound" /> : null}
      <h1>{title}</h1>
      <p>{description}</p>
      {message ? (
        <Alert variant="error" label={t('common:errors.label')}>
          {/* The APIs' messages are English, whatever the page's language (WCAG 3.1.2). */}
          <span lang="en">{message}</span>
        </Alert>
      ) : null}
      <p>
        <RouterLink to={paths.search(locale)}>{t('errors.searchInstead')}</RouterLink>
      </p>
    </Wrapper>
  );
}
