import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/projects/$project/instances/$instance/storage', params });
  },
});
