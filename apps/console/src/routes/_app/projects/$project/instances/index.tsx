import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { InstancesPage } from '~/pages/instances/InstancesPage';
import { instanceListQuery } from '~/pages/instances/queries';

export const Route = createFileRoute('/_app/projects/$project/instances/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(instanceListQuery(params.project, deps)),
  component: InstancesPage,
});
