import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { siloImageListQuery } from '~/api/lists';
import { SiloImagesPage } from './-components/SiloImagesPage';

export const Route = createFileRoute('/_app/images/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(siloImageListQuery(deps)),
  component: SiloImagesPage,
});
