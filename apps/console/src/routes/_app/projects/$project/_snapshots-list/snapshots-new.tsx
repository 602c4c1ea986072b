import { createFileRoute } from '@tanstack/react-router';
import { snapshotDiskChoicesQuery } from '~/api/snapshots';
import { SnapshotCreateForm } from '../snapshots/-components/SnapshotForms';

/** The snapshots list with the create panel over it; the panel's disk choices load up front. */
export const Route = createFileRoute('/_app/projects/$project/_snapshots-list/snapshots-new')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(snapshotDiskChoicesQuery(params.project)),
  staticData: { crumb: 'New snapshot' },
  component: SnapshotCreateForm,
});
