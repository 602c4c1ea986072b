import { createFileRoute } from '@tanstack/react-router';
import { instanceListQuery } from '~/api/lists';
import { validatePageSearch } from '~/hooks/usePagination';
import { InstancesPage } from './-components/InstancesPage';

export const Route = createFileRoute('/_app/projects/$project/instances/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(instanceListQuery(params.project, deps)),
  component: InstancesPage,
});
