import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { imageListQuery } from '~/api/lists';
import { ImagesPage } from './images/-components/ImagesPage';

/** The images list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/projects/$project/_images-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(imageListQuery(params.project, deps)),
  component: () => (
    <>
      <ImagesPage />
      <Outlet />
    </>
  ),
});
