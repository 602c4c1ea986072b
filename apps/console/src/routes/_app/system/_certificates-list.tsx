import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { certificateListQuery } from '~/api/systemLists';
import { CertificatesPage } from './certificates/-components/CertificatesPage';

/** The certificates list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/system/_certificates-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(certificateListQuery(deps)),
  component: () => (
    <>
      <CertificatesPage />
      <Outlet />
    </>
  ),
});
