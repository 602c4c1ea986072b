import { createFileRoute } from '@tanstack/react-router';
import { siloUtilizationListQuery } from '~/api/silos';
import { allSledsQuery } from '~/api/systemLists';
import {
  PROVISIONED_METRICS,
  systemMetricQuery,
  utilizationWindow,
} from '~/components/utilization/utilizationMetrics';
import { SystemUtilizationPage } from './utilization/-components/SystemUtilizationPage';
import { validateSystemUtilizationSearch } from './utilization/-components/systemUtilizationSearch';

export const Route = createFileRoute('/_app/system/utilization')({
  validateSearch: validateSystemUtilizationSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The charts are prefetched, not awaited: a metrics failure shows in its chart, not as an error page.
    const window = utilizationWindow(deps);
    for (const metric of PROVISIONED_METRICS) {
      void context.queryClient.prefetchQuery(systemMetricQuery(metric.name, window, deps.silo));
    }
    return Promise.all([
      context.queryClient.ensureQueryData(allSledsQuery),
      context.queryClient.ensureQueryData(siloUtilizationListQuery()),
    ]);
  },
  staticData: { crumb: 'Utilization' },
  component: SystemUtilizationPage,
});
