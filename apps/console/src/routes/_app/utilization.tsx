import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import {
  PROVISIONED_METRICS,
  siloMetricQuery,
  utilizationWindow,
} from '~/components/utilization/utilizationMetrics';
import { validateUtilizationSearch } from '~/components/utilization/utilizationSearch';
import { UtilizationPage } from './utilization/-components/UtilizationPage';

export const Route = createFileRoute('/_app/utilization')({
  validateSearch: validateUtilizationSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The charts are prefetched, not awaited: a metrics failure shows in its chart, not as an error page.
    const window = utilizationWindow(deps);
    for (const metric of PROVISIONED_METRICS) {
      void context.queryClient.prefetchQuery(siloMetricQuery(metric.name, window));
    }
    return context.queryClient.ensureQueryData(apiQuery('utilizationView'));
  },
  staticData: { crumb: 'Utilization' },
  component: UtilizationPage,
});
