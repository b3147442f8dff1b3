// Route module of `/{lang}/search` (page, loader and head together).
import type { HeadArgs, RouteModule } from '@portal/shared-kernel';
import { searchMessages } from '../../messages';
import { SearchPage } from './SearchPage';
import { loader, type SearchData } from './search.loader';

export { loader };
export const Component = SearchPage;
export const messages = searchMessages;

export function head({ data, t }: HeadArgs<SearchData>) {
  return {
    title: data?.query
      ? t('search:search.headTitleQuery', { query: data.query })
      : t('search:search.headTitle'),
  };
}

const _contract: RouteModule<SearchData> = { loader, Component, messages, head };
void _contract;
