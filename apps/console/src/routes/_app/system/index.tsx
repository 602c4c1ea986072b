import { createFileRoute, redirect } from '@tanstack/react-router';

// `/system` has no screen of its own: operators land on the silos list, the first item of the system navigation.
export const Route = createFileRoute('/_app/system/')({
  beforeLoad: () => {
    throw redirect({ to: '/system/silos' });
  },
});
