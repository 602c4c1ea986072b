import { createFileRoute } from '@tanstack/react-router';
import { CreateIpPoolForm } from '../ip-pools/-components/IpPoolForms';

export const Route = createFileRoute('/_app/system/networking/_ip-pools-list/ip-pools-new')({
  staticData: { crumb: 'New IP pool' },
  component: CreateIpPoolForm,
});
