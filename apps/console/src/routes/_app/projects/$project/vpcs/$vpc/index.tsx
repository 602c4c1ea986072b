import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/projects/$project/vpcs/$vpc/firewall-rules', params });
  },
});
