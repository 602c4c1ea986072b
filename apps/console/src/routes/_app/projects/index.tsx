import { createFileRoute } from '@tanstack/react-router';
import { projectListQuery } from '~/api/lists';
import { validatePageSearch } from '~/hooks/usePagination';
import { ProjectsPage } from './-components/ProjectsPage';

export const Route = createFileRoute('/_app/projects/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(projectListQuery(deps)),
  component: ProjectsPage,
});
