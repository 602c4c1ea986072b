import { createFileRoute } from '@tanstack/react-router';
import { validateExplorerSearch } from '~/components/oxql/explorerSearch';
import { MetricsExplorer } from '~/components/oxql/MetricsExplorer';

export const Route = createFileRoute('/_app/projects/$project/metrics')({
  validateSearch: validateExplorerSearch,
  staticData: { crumb: 'Metrics explorer' },
  component: ProjectMetricsExplorer,
});

/** A project's metrics explorer: OxQL over the project's own timeseries. */
function ProjectMetricsExplorer() {
  const { project } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MetricsExplorer project={project} search={search} onSearch={(next) => void navigate({ search: next })} />
  );
}
