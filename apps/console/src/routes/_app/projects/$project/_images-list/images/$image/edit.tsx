import { createFileRoute } from '@tanstack/react-router';
import { imageListQuery } from '~/api/lists';
import { ImagesPage } from '~/routes/_app/projects/$project/images/-components/ImagesPage';
import { ImageDetailsPanel } from './edit/-components/ImageDetailsPanel';
import { imageQuery } from './edit/-components/queries';

/** The images list with one image's panel over it; an unknown image is 'Page not found'. */
export const Route = createFileRoute('/_app/projects/$project/images/$image/edit')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(imageListQuery(params.project, {})),
      context.queryClient.ensureQueryData(imageQuery(params.project, params.image)),
    ]),
  staticData: { crumb: (match) => (match.params as { image: string }).image },
  component: () => (
    <>
      <ImagesPage />
      <ImageDetailsPanel />
    </>
  ),
});
