import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { UtilizationPage } from '~/pages/silo/UtilizationPage';
import { PROVISIONED_METRICS, siloMetricQuery, utilizationWindow } from '~/pages/silo/utilizationMetrics';
import { validateUtilizationSearch } from '~/pages/silo/utilizationSearch';

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
