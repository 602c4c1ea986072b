import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/inventory/')({
  beforeLoad: () => {
    throw redirect({ to: '/system/inventory/sleds' });
  },
});
