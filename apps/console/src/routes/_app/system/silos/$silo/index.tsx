import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/silos/$silo/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/system/silos/$silo/idps', params });
  },
});
