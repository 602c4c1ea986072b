import { useNavigate, useSearch } from '@tanstack/react-router';
import { parseTableView, type TableView, tableViewParams } from '~/api/listSearch';

/**
 * A table's view kept in the URL search parameters (`sort=name`, `sort=-created`, `q=`, `state=`,
 * `hide=a,b`), so a link shares the view and Back undoes a change. Typing a filter replaces the history entry
 * instead of adding one per keystroke.
 */
export function useTableView(viewKey?: string) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const params = tableViewParams(viewKey);
  const view = parseTableView(search, viewKey);
  const update = (changes: Record<string, string | undefined>, { replace = false, firstPage = false } = {}) =>
    navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({
        ...previous,
        ...changes,
        // Page tokens belong to one server order and filter; a new one starts again from the first page.
        ...(firstPage ? { pages: undefined } : {}),
      }),
      replace,
    });
  return {
    view,
    setSort: (sort: TableView['sort'], { firstPage = false } = {}) =>
      update(
        { [params.sort]: sort ? `${sort.direction === 'descending' ? '-' : ''}${sort.key}` : undefined },
        { firstPage },
      ),
    setQuery: (query: string) => update({ [params.query]: query || undefined }, { replace: true }),
    setState: (state: string | undefined) => update({ [params.state]: state }),
    setHidden: (hidden: string[]) => update({ [params.hide]: hidden.length ? hidden.join(',') : undefined }),
    clearFilters: () => update({ [params.query]: undefined, [params.state]: undefined }),
  };
}
