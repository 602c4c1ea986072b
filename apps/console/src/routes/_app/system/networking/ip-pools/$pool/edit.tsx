import { createFileRoute } from '@tanstack/react-router';
import { EditIpPoolForm } from '~/routes/_app/system/networking/ip-pools/-components/IpPoolForms';

export const Route = createFileRoute('/_app/system/networking/ip-pools/$pool/edit')({
  staticData: { crumb: 'Edit IP pool' },
  component: EditIpPoolForm,
});
