import { type PageSearch, validatePageSearch } from '~/api/listSearch';
import { pageParams } from '~/api/lists';
import { apiQuery } from '~/api/queries';
import { ALL_ITEMS } from '~/constants';
import { readTimeRange, type TimeRangeSearch } from '~/forms/timeRange';

/** The alert log's URL: a page, an alert class (or glob) and a creation time range. */
export interface AlertLogSearch extends PageSearch, TimeRangeSearch {
  class?: string;
}

/** The operations the alert log is built on; platforms before API version 2026081400 lack them. */
export const ALERT_LOG_OPERATIONS = ['alertList', 'alertView'] as const;

/** Keeps only what the alert log understands from a hand-edited URL. */
export const validateAlertLogSearch = (search: Record<string, unknown>): AlertLogSearch => ({
  ...validatePageSearch(search),
  ...readTimeRange(search),
  class: typeof search.class === 'string' && search.class.trim() ? search.class.trim() : undefined,
});

/** A page of alerts for the URL's class and time range, newest first. */
export const alertListQuery = (search: AlertLogSearch) =>
  apiQuery('alertList', {
    query: {
      ...pageParams(search),
      sortBy: 'time_and_id_descending',
      alertClass: search.class,
      startTime: search.start ? new Date(search.start) : undefined,
      endTime: search.end ? new Date(search.end) : undefined,
    },
  });

export const alertQuery = (alertId: string) => apiQuery('alertView', { path: { alertId } });

/** Every receiver, to find the deliveries of one alert among theirs. */
export const allReceiversQuery = apiQuery('alertReceiverList', { query: { limit: ALL_ITEMS } });

/** Every delivery to one receiver, newest first. */
export const allDeliveriesQuery = (receiver: string) =>
  apiQuery('alertDeliveryList', {
    path: { receiver },
    query: { limit: ALL_ITEMS, sortBy: 'time_and_id_descending' },
  });
