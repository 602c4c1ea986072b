import { createFileRoute } from '@tanstack/react-router';

/** The list's own path (its crumb); its pages beside it (`subnet-pools/$…`) have their own route. */
export const Route = createFileRoute('/_app/system/networking/_subnet-pools-list/subnet-pools')({
  staticData: { crumb: 'Subnet Pools' },
});
