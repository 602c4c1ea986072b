import { createFileRoute } from '@tanstack/react-router';
import { groupListQuery, userListQuery } from '~/api/identities';
import { apiQuery } from '~/api/queries';
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
