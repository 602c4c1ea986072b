import { createFileRoute } from '@tanstack/react-router';
import { AddRangeForm } from '~/pages/system/networking/AddRangeForm';
import { IpPoolPage } from '~/pages/system/networking/IpPoolPage';

export const Route = createFileRoute('/_app/system/networking/ip-pools/$pool/ranges-add')({
  staticData: { crumb: 'Add range' },
  component: () => (
    <>
      <IpPoolPage />
      <AddRangeForm />
    </>
  ),
});
