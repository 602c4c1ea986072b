import { createFileRoute } from '@tanstack/react-router';
import { imageSnapshotChoicesQuery } from '~/api/images';
import { ImageCreateForm } from '~/forms/ImageCreateForm';

/** The images list with the create panel over it; the panel's snapshot choices load up front. */
export const Route = createFileRoute('/_app/projects/$project/_images-list/images-new')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(imageSnapshotChoicesQuery(params.project)),
  staticData: { crumb: 'New image' },
  component: ImageCreateForm,
});
