import { createFileRoute } from '@tanstack/react-router';
import { CreateCertificateForm } from '../certificates/-components/CertificateForm';
import { certificateListQuery } from '../certificates/-components/CertificatesPage';

export const Route = createFileRoute('/_app/system/_certificates-list/certificates-new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(certificateListQuery({})),
  staticData: { crumb: 'New certificate' },
  component: CreateCertificateForm,
});
