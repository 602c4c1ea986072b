import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { InstanceCreatePage } from '~/routes/_app/projects/$project/instances/-components/InstanceCreatePage';

/** The create form needs the choices it offers up front: images, SSH keys, IP pools, VPCs. */
export const Route = createFileRoute('/_app/projects/$project/instances-new')({
  loader: ({ context, params }) => {
    const project = { project: params.project };
    return Promise.all([
      context.queryClient.ensureQueryData(apiQuery('imageList', { query: { limit: 100 } })),
      context.queryClient.ensureQueryData(apiQuery('imageList', { query: { ...project, limit: 100 } })),
      context.queryClient.ensureQueryData(apiQuery('currentUserSshKeyList', { query: { limit: 100 } })),
    ]);
  },
  staticData: { crumb: 'New instance' },
  component: InstanceCreatePage,
});
