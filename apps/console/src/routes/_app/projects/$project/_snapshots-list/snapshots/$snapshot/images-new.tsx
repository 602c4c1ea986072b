import { createFileRoute } from '@tanstack/react-router';
import { loadSnapshots, snapshotQuery } from '~/routes/_app/projects/$project/snapshots/-components/queries';
import { SnapshotImageForm } from '~/routes/_app/projects/$project/snapshots/-components/SnapshotForms';
import { SnapshotsPage } from '~/routes/_app/projects/$project/snapshots/-components/SnapshotsPage';

/** The snapshots list with the panel that makes an image of one; an unknown snapshot is 'Page not found'. */
export const Route = createFileRoute('/_app/projects/$project/snapshots/$snapshot/images-new')({
  loader: ({ context, params }) =>
    Promise.all([
      loadSnapshots(context.queryClient, params.project, {}),
      context.queryClient.ensureQueryData(snapshotQuery(params.project, params.snapshot)),
    ]),
  staticData: { crumb: 'New image' },
  component: () => (
    <>
      <SnapshotsPage />
      <SnapshotImageForm />
    </>
  ),
});
