import { createFileRoute } from '@tanstack/react-router';
import { imageListQuery } from '~/api/lists';
import { ImageCreateForm, imageSnapshotChoicesQuery } from '~/forms/ImageCreateForm';
import { ImagesPage } from './images/-components/ImagesPage';

/** The images list with the create panel over it; the panel's snapshot choices load up front. */
export const Route = createFileRoute('/_app/projects/$project/images-new')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(imageListQuery(params.project, {})),
      context.queryClient.ensureQueryData(imageSnapshotChoicesQuery(params.project)),
    ]),
  staticData: { crumb: 'New image' },
  component: () => (
    <>
      <ImagesPage />
      <ImageCreateForm />
    </>
  ),
});
