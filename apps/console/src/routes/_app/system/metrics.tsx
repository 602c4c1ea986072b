import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { type ExplorerSearch, validateExplorerSearch } from '~/components/oxql/explorerSearch';
import { MetricsExplorer } from '~/components/oxql/MetricsExplorer';

export const Route = createFileRoute('/_app/system/metrics')({
  // Typed here, checked where the page reads it: the checks stay in the explorer's lazy chunk, out of the
  // first screen's code.
  validateSearch: (search: Record<string, unknown>) => search as ExplorerSearch,
  // Reading the fleet policy is how the platform refuses a user without a fleet role, as on the other
  // system pages; the query itself runs from the page.
  loader: ({ context }) => context.queryClient.ensureQueryData(apiQuery('systemPolicyView')),
  staticData: { crumb: 'Metrics explorer' },
  component: SystemMetricsExplorer,
});

/** System → Metrics explorer: OxQL over every timeseries of the fleet. */
function SystemMetricsExplorer() {
  const search = validateExplorerSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return <MetricsExplorer search={search} onSearch={(next) => void navigate({ search: next })} />;
}
