import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/silos/$silo/_idps-list/idps')({
  staticData: { crumb: 'Identity Providers' },
});
