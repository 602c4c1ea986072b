import type { PageSearch } from '~/api/listSearch';
import { pageParams } from '~/api/lists';
import { apiQuery } from '~/api/queries';
import { ALL_ITEMS } from '~/constants';

export const alertReceiverListQuery = (search: PageSearch) =>
  apiQuery('alertReceiverList', { query: pageParams(search) });

export const alertReceiverQuery = (receiver: string) => apiQuery('alertReceiverView', { path: { receiver } });

/** Every alert class, to offer as subscriptions. */
export const alertClassesQuery = apiQuery('alertClassList', { query: { limit: ALL_ITEMS } });

export const webhookSecretsQuery = (receiver: string) =>
  apiQuery('webhookSecretsList', { query: { receiver } });

/** A page of a receiver's deliveries, newest first. */
export const alertDeliveriesQuery = (receiver: string, search: PageSearch) =>
  apiQuery('alertDeliveryList', {
    path: { receiver },
    query: { ...pageParams(search), sortBy: 'time_and_id_descending' },
  });
