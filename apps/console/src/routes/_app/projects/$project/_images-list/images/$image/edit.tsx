import { createFileRoute } from '@tanstack/react-router';
import { imageQuery } from '~/api/images';
import { ImageDetailsPanel } from '../../../images/$image/edit/-components/ImageDetailsPanel';

/** The images list with one image's panel over it; an unknown image is 'Page not found'. */
export const Route = createFileRoute('/_app/projects/$project/_images-list/images/$image/edit')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(imageQuery(params.project, params.image)),
  staticData: { crumb: (match) => (match.params as { image: string }).image },
  component: ImageDetailsPanel,
});
