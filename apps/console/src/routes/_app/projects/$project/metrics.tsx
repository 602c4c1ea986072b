import { createFileRoute } from '@tanstack/react-router';
import { type ExplorerSearch, validateExplorerSearch } from '~/components/oxql/explorerSearch';
import { MetricsExplorer } from '~/components/oxql/MetricsExplorer';

export const Route = createFileRoute('/_app/projects/$project/metrics')({
  // Typed here, checked where the page reads it: the checks stay in the explorer's lazy chunk, out of the
  // first screen's code.
  validateSearch: (search: Record<string, unknown>) => search as ExplorerSearch,
  staticData: { crumb: 'Metrics explorer' },
  component: ProjectMetricsExplorer,
});

/** A project's metrics explorer: OxQL over the project's own timeseries. */
function ProjectMetricsExplorer() {
  const { project } = Route.useParams();
  const search = validateExplorerSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <MetricsExplorer project={project} search={search} onSearch={(next) => void navigate({ search: next })} />
  );
}
