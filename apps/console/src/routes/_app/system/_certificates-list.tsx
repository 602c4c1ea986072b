import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { CertificatesPage, certificateListQuery } from './-components/CertificatesPage';

export const Route = createFileRoute('/_app/system/certificates/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(certificateListQuery(deps)),
  component: CertificatesPage,
});
