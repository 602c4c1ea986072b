import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/networking/')({
  beforeLoad: () => {
    throw redirect({ to: '/system/networking/ip-pools' });
  },
});
