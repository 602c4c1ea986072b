import { DEFAULT_PAGE_SIZE } from '@rackconsole/sdk';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { nameSortByFromSearch } from './useTableView';

/**
 * The search parameters every paginated list keeps in the URL: the page-token trail, the page size, and the
 * table's sort (`sort=name`, `sort=-name`), which decides the server's order when it sorts by name.
 */
export interface PageSearch {
  pages?: string;
  limit?: number;
  sort?: string;
}

/** Reads the pagination search parameters defensively: a hand-edited URL falls back to the first page. */
export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  const limit = Number(search.limit);
  return {
    pages: typeof search.pages === 'string' && /^[\w,-]+$/.test(search.pages) ? search.pages : undefined,
    limit: Number.isInteger(limit) && limit > 0 && limit <= 1000 ? limit : undefined,
    sort: typeof search.sort === 'string' && /^-?[a-z0-9-]+$/.test(search.sort) ? search.sort : undefined,
  };
}

/** The `sortBy` of a name-sortable list for the URL's sort: name ascending or descending, else the default. */
export const pageSortBy = (search: PageSearch) => nameSortByFromSearch({ sort: search.sort });

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
