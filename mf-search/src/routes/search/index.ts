// Route module of `/{lang}/search` (page, loader, error boundary and head together).
import type { ErrorHeadArgs, HeadArgs, RouteModule } from '@portal/shared-kernel';
import { searchMessages } from '../../messages';
import { SearchErrorBoundary, searchErrorTitle } from './SearchErrorBoundary';
import { SearchPage } from './SearchPage';
import { loader, type SearchData } from './search.loader';

export { loader };
export const Component = SearchPage;
export const ErrorBoundary = SearchErrorBoundary;
export const messages = searchMessages;

export function head({ data, t }: HeadArgs<SearchData>) {
  const query = data?.request.query;
  return {
    title: query ? t('search:headTitleQuery', { query }) : t('search:headTitle'),
    description: t('search:heading'),
  };
}

export function errorHead({ error, t }: ErrorHeadArgs) {
  return { title: searchErrorTitle(error, t) };
}

const _contract: RouteModule<SearchData> = {
  loader,
  Component,
  ErrorBoundary,
  messages,
  head,
  errorHead,
};
void _contract;
