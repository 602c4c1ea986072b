import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { imageListQuery } from '~/api/lists';
import { ImagesPage } from './-components/ImagesPage';

export const Route = createFileRoute('/_app/projects/$project/images/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(imageListQuery(params.project, deps)),
  component: ImagesPage,
});
