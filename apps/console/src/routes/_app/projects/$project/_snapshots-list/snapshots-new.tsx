import { createFileRoute } from '@tanstack/react-router';
import { loadSnapshots } from './snapshots/-components/queries';
import { SnapshotCreateForm, snapshotDiskChoicesQuery } from './snapshots/-components/SnapshotForms';
import { SnapshotsPage } from './snapshots/-components/SnapshotsPage';

/** The snapshots list with the create panel over it; the panel's disk choices load up front. */
export const Route = createFileRoute('/_app/projects/$project/snapshots-new')({
  loader: ({ context, params }) =>
    Promise.all([
      loadSnapshots(context.queryClient, params.project, {}),
      context.queryClient.ensureQueryData(snapshotDiskChoicesQuery(params.project)),
    ]),
  staticData: { crumb: 'New snapshot' },
  component: () => (
    <>
      <SnapshotsPage />
      <SnapshotCreateForm />
    </>
  ),
});
