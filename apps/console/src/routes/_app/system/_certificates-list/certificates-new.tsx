import { createFileRoute } from '@tanstack/react-router';
import { CreateCertificateForm } from '../certificates/-components/CertificateForm';

export const Route = createFileRoute('/_app/system/_certificates-list/certificates-new')({
  staticData: { crumb: 'New certificate' },
  component: CreateCertificateForm,
});
