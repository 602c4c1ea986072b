import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { pageOfSearch } from '~/pages/disks/queries';
import { ImagesPage } from '~/pages/images/ImagesPage';
import { imageListQuery } from '~/pages/images/queries';

export const Route = createFileRoute('/_app/projects/$project/images/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(imageListQuery(params.project, pageOfSearch(deps))),
  component: ImagesPage,
});
