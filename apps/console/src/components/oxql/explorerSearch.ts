import { parseTimeRangeSearch, type TimeRangeSearch } from '~/components/charts/timeRange';

const HOUR_MS = 3_600_000;

/**
 * The metrics explorer's periods, those of the other metric pages. Apart from the explorer's code because its
 * routes validate their search with them in the first screen's code.
 */
export const EXPLORER_PRESETS = {
  hour: { label: 'Last hour', ms: HOUR_MS },
  day: { label: 'Last day', ms: 24 * HOUR_MS },
  week: { label: 'Last week', ms: 7 * 24 * HOUR_MS },
} as const;

export type ExplorerView = 'chart' | 'table';

/** The explorer's URL: the query (`q`), the period, and whether results show as a chart or a table. */
export interface ExplorerSearch extends TimeRangeSearch<keyof typeof EXPLORER_PRESETS> {
  q?: string;
  view?: ExplorerView;
}

/** The longest query the platform reads. */
const MAX_QUERY_LENGTH = 4096;

/** Reads the explorer's search defensively: anything malformed is dropped, not an error page. */
export function validateExplorerSearch(search: Record<string, unknown>): ExplorerSearch {
  const q = typeof search.q === 'string' && search.q.length <= MAX_QUERY_LENGTH ? search.q : undefined;
  const view = search.view === 'table' || search.view === 'chart' ? search.view : undefined;
  return { ...parseTimeRangeSearch(search, EXPLORER_PRESETS), q, view };
}

/** The explorer's address for a query, e.g. from a fixed chart's menu: a project's, or the fleet's. */
