import { DEFAULT_ROWS, type PortalLoaderArgs, type SearchResponse } from '@portal/shared-kernel';

export interface SearchData {
  query: string;
  response: SearchResponse;
}

/** Results of the query in the URL (`?query=`), first page, as the Search API answers them. */
export async function loader({ request, context }: PortalLoaderArgs): Promise<SearchData> {
  const url = new URL(request.url);
  const query = url.searchParams.get('query')?.trim() ?? '';
  const response = await context.api.record.search({
    query: query || '*:*',
    qf: url.searchParams.getAll('qf'),
    rows: DEFAULT_ROWS,
    start: 1,
    profile: 'minimal',
  });
  return { query, response };
}
