import { createFileRoute } from '@tanstack/react-router';
import { CreateCertificateForm } from '~/routes/_app/system/certificates/-components/CertificateForm';
import {
  CertificatesPage,
  certificateListQuery,
} from '~/routes/_app/system/certificates/-components/CertificatesPage';

export const Route = createFileRoute('/_app/system/certificates-new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(certificateListQuery({})),
  staticData: { crumb: 'New certificate' },
  component: () => (
    <>
      <CertificatesPage />
      <CreateCertificateForm />
    </>
  ),
});
