import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { instanceListQuery } from '~/api/lists';
import { InstancesPage } from './-components/InstancesPage';

export const Route = createFileRoute('/_app/projects/$project/instances/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(instanceListQuery(params.project, deps)),
  component: InstancesPage,
});
