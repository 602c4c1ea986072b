import { createFileRoute } from '@tanstack/react-router';
import { EditIpPoolForm } from '~/pages/system/networking/IpPoolForms';
import { IpPoolPage } from '~/pages/system/networking/IpPoolPage';

export const Route = createFileRoute('/_app/system/networking/ip-pools/$pool/edit')({
  staticData: { crumb: 'Edit IP pool' },
  component: () => (
    <>
      <IpPoolPage />
      <EditIpPoolForm />
    </>
  ),
});
