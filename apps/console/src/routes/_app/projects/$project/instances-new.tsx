import { createFileRoute } from '@tanstack/react-router';
import { projectImagesQuery, siloImagesQuery } from '~/api/images';
import { sshKeysQuery } from '~/api/lists';
import { InstanceCreatePage } from './instances/-components/InstanceCreatePage';

/**
 * The create form starts from the choices it defaults to: the images its boot disk starts from and the SSH keys
 * it gives, through the same queries the form reads.
 */
export const Route = createFileRoute('/_app/projects/$project/instances-new')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(siloImagesQuery),
      context.queryClient.ensureQueryData(projectImagesQuery(params.project)),
      context.queryClient.ensureQueryData(sshKeysQuery),
    ]),
  staticData: { crumb: 'New instance' },
  component: InstanceCreatePage,
});
