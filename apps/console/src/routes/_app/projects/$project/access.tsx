import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { groupListQuery, userListQuery } from '~/components/identities';
import { ProjectAccessPage } from './access/-components/ProjectAccessPage';

export const Route = createFileRoute('/_app/projects/$project/access')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(
        apiQuery('projectPolicyView', { path: { project: params.project } }),
      ),
      context.queryClient.ensureQueryData(userListQuery()),
      context.queryClient.ensureQueryData(groupListQuery()),
    ]),
  staticData: { crumb: 'Access' },
  component: ProjectAccessPage,
});
