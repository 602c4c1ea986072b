import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { ProjectsPage, projectListQuery } from '~/pages/projects/ProjectsPage';

export const Route = createFileRoute('/_app/projects/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(projectListQuery(deps)),
  component: ProjectsPage,
});
