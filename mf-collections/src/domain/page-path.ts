/** The path of page `page` of a paged list at `pathname`: page 1 without a parameter. */
export function pagePath(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}
