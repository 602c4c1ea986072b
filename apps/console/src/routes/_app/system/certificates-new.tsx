import { createFileRoute } from '@tanstack/react-router';
import { CreateCertificateForm } from '~/pages/system/operations/CertificateForm';
import { CertificatesPage, certificateListQuery } from '~/pages/system/operations/CertificatesPage';

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
