import { parseTimeRangeSearch, type TimeRangeSearch } from '~/components/charts/timeRange';

// Apart from utilizationMetrics.ts because the utilization routes validate their search with it, in the first
// screen's code; the queries and chart helpers load with the pages.

const DAY_MS = 86_400_000;

/** The periods the utilization charts offer; the platform samples provisioning coarsely, so days not hours. */
export const UTILIZATION_RANGES = {
  day: { label: 'Last day', ms: DAY_MS },
  week: { label: 'Last week', ms: 7 * DAY_MS },
  month: { label: 'Last 30 days', ms: 30 * DAY_MS },
} as const;

export type UtilizationRange = keyof typeof UTILIZATION_RANGES;

/** The period of the charts: a preset (`range=week`) or a custom window (`start=…&end=…`). */
export type UtilizationSearch = TimeRangeSearch<UtilizationRange>;

/** Reads the chosen period from the URL; anything else falls back to the default (a day). */
export const validateUtilizationSearch = (search: Record<string, unknown>): UtilizationSearch =>
  parseTimeRangeSearch(search, UTILIZATION_RANGES);
