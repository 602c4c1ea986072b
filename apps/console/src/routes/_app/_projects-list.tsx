import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { projectListQuery } from '~/api/lists';
import { ProjectsPage } from './-components/ProjectsPage';

export const Route = createFileRoute('/_app/projects/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(projectListQuery(deps)),
  component: ProjectsPage,
});
