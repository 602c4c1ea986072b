import { DEFAULT_PAGE_SIZE } from '@rackconsole/sdk';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type PageSearch, pageSortBy } from '~/api/listSearch';

/**
 * Page tokens kept in the URL (so a page can be shared and Back works): `pages` is the trail of tokens that
 * led to the current page; the last one is sent as `pageToken`.
 */
export function usePagination() {
  const search = useSearch({ strict: false }) as PageSearch;
  const navigate = useNavigate();
  const trail = search.pages ? search.pages.split(',') : [];
  const pageSize = search.limit ?? DEFAULT_PAGE_SIZE;
  const update = (next: PageSearch) =>
    navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...next }),
      replace: false,
    });
  return {
    /** The URL's pagination, for the list's query builder in `~/api/lists`. */
    search,
    pageToken: trail[trail.length - 1],
    pageSize,
    /** For lists the server sorts by name: pass as `sortBy`, and mark the name column `serverSort`. */
    sortBy: pageSortBy(search),
    hasPrev: trail.length > 0,
    goNext: (nextPage: string) => update({ pages: [...trail, nextPage].join(',') }),
    goPrev: () => update({ pages: trail.slice(0, -1).join(',') || undefined }),
    setPageSize: (limit: number) => update({ limit, pages: undefined }),
  };
}
