import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/metrics/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/projects/$project/instances/$instance/metrics/cpu', params });
  },
});
