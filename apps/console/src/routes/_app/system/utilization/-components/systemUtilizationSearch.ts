import {
  type UtilizationSearch,
  validateUtilizationSearch,
} from '~/components/utilization/utilizationSearch';

// Apart from fleetUtilization.ts because the route validates its search with it, in the first screen's code.

export interface SystemUtilizationSearch extends UtilizationSearch {
  /** The silo the charts show, by name; the whole fleet when absent. */
  silo?: string;
}

/** The period and silo of the charts, from the URL; anything unreadable falls back to the whole fleet. */
export function validateSystemUtilizationSearch(search: Record<string, unknown>): SystemUtilizationSearch {
  const silo = typeof search.silo === 'string' && search.silo !== '' ? search.silo : undefined;
  return { ...validateUtilizationSearch(search), ...(silo ? { silo } : {}) };
}
