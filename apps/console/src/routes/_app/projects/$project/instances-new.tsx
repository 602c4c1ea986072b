import { createFileRoute } from '@tanstack/react-router';
import { projectImagesQuery, siloImagesQuery } from '~/api/images';
import { instanceQuery } from '~/api/instances';
import { sshKeysQuery } from '~/api/lists';
import { InstanceCreatePage } from './instances/-components/InstanceCreatePage';

/**
 * The create form starts from the choices it defaults to: the images its boot disk starts from and the SSH keys
 * it gives, through the same queries the form reads; with `from` ('Create similar'), also from that instance.
 */
export const Route = createFileRoute('/_app/projects/$project/instances-new')({
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' && search.from ? { from: search.from } : {},
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(siloImagesQuery),
      context.queryClient.ensureQueryData(projectImagesQuery(params.project)),
      context.queryClient.ensureQueryData(sshKeysQuery),
      deps.from ? context.queryClient.ensureQueryData(instanceQuery(params.project, deps.from)) : undefined,
    ]),
  staticData: { crumb: 'New instance' },
  component: InstanceCreatePage,
});
