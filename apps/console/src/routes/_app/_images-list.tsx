import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { siloImageListQuery } from '~/api/lists';
import { SiloImagesPage } from './images/-components/SiloImagesPage';

/** The images list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/_images-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(siloImageListQuery(deps)),
  component: () => (
    <>
      <SiloImagesPage />
      <Outlet />
    </>
  ),
});
