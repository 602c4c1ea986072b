import { createFileRoute } from '@tanstack/react-router';
import { siloImageQuery } from '~/api/images';
import { SiloImagePanel } from '../../../images/$image/edit/-components/SiloImagePanel';

/** The images list with one image's details over it; an unknown image is a 'Page not found'. */
export const Route = createFileRoute('/_app/_images-list/images/$image/edit')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(siloImageQuery(params.image)),
  staticData: { crumb: (match) => (match.params as { image: string }).image },
  component: SiloImagePanel,
});
