import { createFileRoute } from '@tanstack/react-router';
import { snapshotQuery } from '~/api/snapshots';
import { SnapshotImageForm } from '~/routes/_app/projects/$project/snapshots/-components/SnapshotForms';

/** The snapshots list with the panel that makes an image of one; an unknown snapshot is 'Page not found'. */
export const Route = createFileRoute(
  '/_app/projects/$project/_snapshots-list/snapshots/$snapshot/images-new',
)({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(snapshotQuery(params.project, params.snapshot)),
  staticData: { crumb: 'New image' },
  component: SnapshotImageForm,
});
