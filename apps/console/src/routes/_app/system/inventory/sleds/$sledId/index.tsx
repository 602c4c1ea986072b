import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/inventory/sleds/$sledId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/system/inventory/sleds/$sledId/instances', params });
  },
});
