import { createFileRoute } from '@tanstack/react-router';
import { siloImageListQuery } from '~/api/lists';
import { SiloImagesPage, siloImageQuery } from '~/routes/_app/images/-components/SiloImagesPage';
import { SiloImagePanel } from './edit/-components/SiloImagePanel';

/** The images list with one image's details over it; an unknown image is a 'Page not found'. */
export const Route = createFileRoute('/_app/images/$image/edit')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(siloImageListQuery({})),
      context.queryClient.ensureQueryData(siloImageQuery(params.image)),
    ]),
  staticData: { crumb: (match) => (match.params as { image: string }).image },
  component: () => (
    <>
      <SiloImagesPage />
      <SiloImagePanel />
    </>
  ),
});
