import { createFileRoute } from '@tanstack/react-router';
import { ipPoolsQuery } from '~/api/vpcs';
import { CreateFloatingIpForm } from '../floating-ips/-components/FloatingIpForms';

export const Route = createFileRoute('/_app/projects/$project/_floating-ips-list/floating-ips-new')({
  loader: ({ context }) => context.queryClient.prefetchQuery(ipPoolsQuery()),
  staticData: { crumb: 'New floating IP' },
  component: CreateFloatingIpForm,
});
