const HOUR_MS = 3_600_000;

/**
 * The preset periods of the metrics tab; a custom period may be anything from a minute to 31 days. Apart from
 * metricQueries.ts because the tab's route validates its search with them in the first screen's code.
 */
export const METRIC_PRESETS = {
  hour: { label: 'Last hour', ms: HOUR_MS },
  day: { label: 'Last day', ms: 24 * HOUR_MS },
  week: { label: 'Last week', ms: 7 * 24 * HOUR_MS },
} as const;
